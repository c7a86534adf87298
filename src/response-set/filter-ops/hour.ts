import { hourOf } from '@/response-set/answer-groups';
import type { FilterOpModule } from './filter-op';

const isHour = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 && value <= 23;

const clock = (hour: number, minutes: string) => `${String(hour).padStart(2, '0')}:${minutes}`;

/** A TIME answer's hour of the day, `from` to `to` (0–23) both included; made by the Summary. */
export const hour: FilterOpModule<'hour'> = {
  parse: (column, raw) =>
    isHour(raw.from) && isHour(raw.to) && raw.from <= raw.to
      ? { column, op: 'hour', from: raw.from, to: raw.to }
      : null,
  test:
    (filter, { value }) =>
    (row) => {
      const hour = hourOf(value(row));
      return hour !== null && hour >= filter.from && hour <= filter.to;
    },
  describe: (filter) => `between ${clock(filter.from, '00')} and ${clock(filter.to, '59')}`,
};
