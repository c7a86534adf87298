import type { Question } from '@/api/schemas';

export type Density = 'compact' | 'comfortable';

/**
 * A form's column choice on this device: question ids in display order, the hidden ones, the
 * pinned ones, widths set by hand (px by question id) and the row density.
 */
export type ColumnPrefs = {
  order: string[];
  hidden: string[];
  pinned: string[];
  widths: Record<string, number>;
  density: Density;
};

export const DEFAULT_PREFS: ColumnPrefs = {
  order: [],
  hidden: [],
  pinned: [],
  widths: {},
  density: 'compact',
};

/** The narrowest and widest a column may be made by hand. */
export const WIDTH_LIMITS = { min: 64, max: 960 } as const;

export const clampWidth = (width: number) =>
  Math.round(Math.min(WIDTH_LIMITS.max, Math.max(WIDTH_LIMITS.min, width)));

const strings = (list: unknown) =>
  Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];

function readWidths(value: unknown): Record<string, number> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return {};
  const widths: Record<string, number> = {};
  for (const [id, width] of Object.entries(value)) {
    if (typeof width === 'number' && Number.isFinite(width)) widths[id] = clampWidth(width);
  }
  return widths;
}

/** Whatever is stored (older versions stored only order and hidden; or garbage) as prefs. */
export function readPrefs(value: unknown): ColumnPrefs {
  if (!value || typeof value !== 'object') return DEFAULT_PREFS;
  const { order, hidden, pinned, widths, density } = value as Record<string, unknown>;
  return {
    order: strings(order),
    hidden: strings(hidden),
    pinned: strings(pinned),
    widths: readWidths(widths),
    density: density === 'comfortable' ? 'comfortable' : 'compact',
  };
}

/** Whether anything differs from the default, i.e. whether "Reset" has something to do. */
export function isCustomized(prefs: ColumnPrefs): boolean {
  return (
    prefs.order.length > 0 ||
    prefs.hidden.length > 0 ||
    prefs.pinned.length > 0 ||
    Object.keys(prefs.widths).length > 0 ||
    prefs.density !== 'compact'
  );
}

/** Questions in the chosen order; questions the choice does not know keep the form's order after. */
export function orderQuestions(questions: Question[], prefs: ColumnPrefs): Question[] {
  const rank = new Map(prefs.order.map((id, index) => [id, index]));
  return questions
    .map((question, index) => ({ question, index }))
    .sort((a, b) => {
      const ra = rank.get(a.question.id) ?? prefs.order.length + a.index;
      const rb = rank.get(b.question.id) ?? prefs.order.length + b.index;
      return ra - rb;
    })
    .map(({ question }) => question);
}

export function visibleQuestions(questions: Question[], prefs: ColumnPrefs): Question[] {
  const hidden = new Set(prefs.hidden);
  return orderQuestions(questions, prefs).filter((question) => !hidden.has(question.id));
}

/** Moves question `id` to where `targetId` is, the questions between shifting by one. */
export function placeQuestion(
  questions: Question[],
  prefs: ColumnPrefs,
  id: string,
  targetId: string,
): ColumnPrefs {
  const ids = orderQuestions(questions, prefs).map((question) => question.id);
  const from = ids.indexOf(id);
  const to = ids.indexOf(targetId);
  if (from < 0 || to < 0 || from === to) return prefs;
  ids.splice(to, 0, ...ids.splice(from, 1));
  return { ...prefs, order: ids };
}

export function moveQuestion(
  questions: Question[],
  prefs: ColumnPrefs,
  id: string,
  delta: -1 | 1,
): ColumnPrefs {
  const ordered = orderQuestions(questions, prefs);
  const target = ordered[ordered.findIndex((question) => question.id === id) + delta];
  return target ? placeQuestion(questions, prefs, id, target.id) : prefs;
}

export function toggleHidden(prefs: ColumnPrefs, id: string): ColumnPrefs {
  const hidden = prefs.hidden.includes(id)
    ? prefs.hidden.filter((item) => item !== id)
    : [...prefs.hidden, id];
  return { ...prefs, hidden };
}

/** Shows (`hide` false) or hides every one of `ids`, leaving the other questions as they are. */
export function setHidden(prefs: ColumnPrefs, ids: readonly string[], hide: boolean): ColumnPrefs {
  const targets = new Set(ids);
  const others = prefs.hidden.filter((id) => !targets.has(id));
  return { ...prefs, hidden: hide ? [...others, ...ids] : others };
}

export function togglePinned(prefs: ColumnPrefs, id: string): ColumnPrefs {
  const pinned = prefs.pinned.includes(id)
    ? prefs.pinned.filter((item) => item !== id)
    : [...prefs.pinned, id];
  return { ...prefs, pinned };
}

/** A width set by hand; `undefined` goes back to the width from the content. */
export function setWidth(prefs: ColumnPrefs, id: string, width: number | undefined): ColumnPrefs {
  const widths = { ...prefs.widths };
  if (width === undefined) delete widths[id];
  else widths[id] = clampWidth(width);
  return { ...prefs, widths };
}
