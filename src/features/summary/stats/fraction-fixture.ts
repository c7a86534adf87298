import type { Question, Submission } from '@/api/schemas';

// Fractions for the histogram's click filters: values that land exactly on a bin's edge, one
// that floating point puts a hair above an edge (0.1 + 0.2), and ranges of fractions, reversed
// and one-sided ones among them.

export const FRACTION_QUESTIONS: Question[] = [
  { id: 'weight', name: 'Weight', type: 'NUMBER', is_deleted: false },
  { id: 'band', name: 'Band', type: 'RANGE_SLIDER', is_deleted: false },
];

const WEIGHTS = [0, 0.1, 0.2, 0.3, 0.1 + 0.2, 0.45, 0.5, 0.6, 0.7, 0.8, 0.9, 0.95, 1, 0.25];
const BANDS: unknown[] = [
  { min: 0.5, max: 1.5 },
  { min: 0.25, max: 2.75 },
  { min: 1.2, max: 1.2 },
  { min: 2, max: 1 },
  { min: 0.75 },
  { min: 1.05, max: 3.3 },
];

export const FRACTION_ROWS: Submission[] = WEIGHTS.map((weight, index) => ({
  id: `f${index}`,
  created_at: '2026-11-20T12:00:00Z',
  is_partial: false,
  responses: { weight, ...(index < BANDS.length ? { band: BANDS[index] } : {}) },
}));
