import { formatCalendarDate } from '@/components/answers/date-format';
import { dayOf, localDays } from '@/response-set/filters';
import type { FilterOpModule } from './filter-op';

const isDay = (value: unknown): value is string | null =>
  value === null || (typeof value === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(value));

const day = (value: string) => formatCalendarDate(value) ?? value;

/** Dates, a date range's start, the submitted day: `YYYY-MM-DD`, both ends included. */
export const dates: FilterOpModule<'dates'> = {
  parse: (column, raw) =>
    isDay(raw.from) && isDay(raw.to) ? { column, op: 'dates', from: raw.from, to: raw.to } : null,
  test: (filter, { kind, value }) => {
    const submittedDay = localDays();
    return (row) => {
      const rowDay = dayOf(kind, value(row), submittedDay);
      return (
        rowDay !== null &&
        (filter.from === null || rowDay >= filter.from) &&
        (filter.to === null || rowDay <= filter.to)
      );
    };
  },
  describe: ({ from, to }) => {
    if (from !== null && to !== null) {
      return from === to ? `on ${day(from)}` : `from ${day(from)} to ${day(to)}`;
    }
    if (from !== null) return `from ${day(from)}`;
    if (to !== null) return `until ${day(to)}`;
    return 'on any date';
  },
};
