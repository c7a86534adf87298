import type { Filter } from '@/response-set/filters';

/** One bar of a chart: a value, how many responses hold it, and the filter that finds them. */
export type CountItem = {
  label: string;
  count: number;
  /** Of the responses that answered the question, 0–1 (multi-answers can add up to more). */
  share: number;
  /** Opens the table on exactly these responses; null when no filter can say it exactly. */
  filter: Filter | null;
};

/** Answers that do not have their question type's shape: counted, never charted. */
export type Other = { count: number; examples: string[] };

export type NumberSummary = {
  count: number;
  min: number;
  max: number;
  mean: number;
  median: number;
  /** Sample variance (n − 1); 0 for a single number. */
  variance: number;
};

export type Nps = {
  promoters: number;
  passives: number;
  detractors: number;
  /** % promoters − % detractors, −100 to 100, rounded. */
  score: number;
};

/** Buckets of days: per day, ISO week (from Monday) or month, chosen by the span. */
export type Timeline = {
  unit: 'day' | 'week' | 'month';
  buckets: CountItem[];
};
