import { answerToText } from '@/components/answers/answer-text';
import { truncate } from '@/components/answers/truncate';
import type { Filter } from '@/response-set/filters';
import type { CountItem, Other } from './types';

const EXAMPLES = 3;
const EXAMPLE_LENGTH = 80;

/**
 * Collects answers that do not fit their question type: how many, and a few distinct ones as
 * text (never as markup), so that one hostile value shows up without breaking a chart.
 */
export function otherCollector(type: string) {
  const other: Other = { count: 0, examples: [] };
  return {
    other,
    add(value: unknown) {
      other.count += 1;
      if (other.examples.length >= EXAMPLES) return;
      const text = answerToText(type, value) || JSON.stringify(value) || String(value);
      const shown = truncate(text, EXAMPLE_LENGTH) ?? text;
      if (!other.examples.includes(shown)) other.examples.push(shown);
    },
  };
}

/** Counts per key, in a Map so that keys like `__proto__` are plain keys. */
export function counter() {
  const counts = new Map<string, number>();
  return {
    counts,
    add(key: string, by = 1) {
      counts.set(key, (counts.get(key) ?? 0) + by);
    },
  };
}

type ItemOptions = {
  /** The count shares are taken of (answered responses). */
  of: number;
  label?: (key: string) => string;
  filter?: (key: string) => Filter | null;
};

/** Counts as chart items, the largest first (ties by label, so the order is stable). */
export function itemsByCount(counts: Map<string, number>, options: ItemOptions): CountItem[] {
  return [...counts]
    .sort(([a, x], [b, y]) => y - x || (a < b ? -1 : a > b ? 1 : 0))
    .map(([key, count]) => toItem(key, count, options));
}

export function toItem(key: string, count: number, options: ItemOptions): CountItem {
  return {
    label: options.label ? options.label(key) : key,
    count,
    share: options.of > 0 ? count / options.of : 0,
    filter: options.filter ? options.filter(key) : null,
  };
}
