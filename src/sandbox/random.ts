/** A seeded random source; seed data must never touch Math.random so runs are reproducible. */
export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both inclusive. */
  int(min: number, max: number): number;
  /** True with the given probability. */
  bool(probability?: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** `count` distinct items in random order. */
  sample<T>(items: readonly T[], count: number): T[];
  shuffle<T>(items: readonly T[]): T[];
  /** `prefix` + `_` + `length` base36 characters. */
  id(prefix: string, length?: number): string;
}

const BASE36 = '0123456789abcdefghijklmnopqrstuvwxyz';

export function mulberry32(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function createRng(seed: number): Rng {
  const next = mulberry32(seed);
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => {
    if (items.length === 0) throw new Error('pick() from an empty list');
    return items[int(0, items.length - 1)] as T;
  };
  const shuffle = <T>(items: readonly T[]): T[] => {
    const copy = [...items];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = int(0, i);
      [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
    }
    return copy;
  };
  return {
    next,
    int,
    bool: (probability = 0.5) => next() < probability,
    pick,
    shuffle,
    sample: (items, count) => shuffle(items).slice(0, count),
    id: (prefix, length = 12) => {
      let body = '';
      for (let i = 0; i < length; i++) body += pick([...BASE36]);
      return `${prefix}_${body}`;
    },
  };
}

/** FNV-1a; turns labels into seeds so each data set draws from its own stream. */
export function hashString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/**
 * A seed for one named part of the data, so adding a form or a question to one data set
 * does not shift the random values of every other one.
 */
export function deriveSeed(seed: number, label: string): number {
  return hashString(`${seed}:${label}`);
}

/** An id that depends only on `label`, not on the sandbox seed. */
export function stableId(prefix: string, label: string, length = 10): string {
  return createRng(hashString(label)).id(prefix, length);
}
