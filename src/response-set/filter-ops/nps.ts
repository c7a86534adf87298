import { isScaleStep, NPS_GROUPS, type NpsGroup } from '@/response-set/answer-groups';
import type { FilterOpModule } from './filter-op';

const isNpsGroup = (value: unknown): value is NpsGroup =>
  typeof value === 'string' && Object.prototype.hasOwnProperty.call(NPS_GROUPS, value);

const NPS_WORDS: Record<NpsGroup, string> = {
  promoters: 'a promoter',
  passives: 'a passive',
  detractors: 'a detractor',
};

/** A 0–10 scale's answer is a whole step of the NPS group (promoters 9–10…); made by the Summary. */
export const nps: FilterOpModule<'nps'> = {
  parse: (column, raw) => (isNpsGroup(raw.group) ? { column, op: 'nps', group: raw.group } : null),
  test: (filter, { value }) => {
    const { from, to } = NPS_GROUPS[filter.group];
    return (row) => {
      const step = value(row);
      return isScaleStep(step) && step >= from && step <= to;
    };
  },
  describe: (filter) => {
    const { from, to } = NPS_GROUPS[filter.group];
    return `is ${NPS_WORDS[filter.group]} (${from}–${to})`;
  },
};
