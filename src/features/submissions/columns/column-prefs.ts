import type { Question } from '@/api/schemas';

/** A form's column choice on this device: question ids in display order, and the hidden ones. */
export type ColumnPrefs = { order: string[]; hidden: string[] };

export const DEFAULT_PREFS: ColumnPrefs = { order: [], hidden: [] };

export function readPrefs(value: unknown): ColumnPrefs {
  if (!value || typeof value !== 'object') return DEFAULT_PREFS;
  const { order, hidden } = value as Record<string, unknown>;
  const strings = (list: unknown) =>
    Array.isArray(list) ? list.filter((item): item is string => typeof item === 'string') : [];
  return { order: strings(order), hidden: strings(hidden) };
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

export function moveQuestion(
  questions: Question[],
  prefs: ColumnPrefs,
  id: string,
  delta: -1 | 1,
): ColumnPrefs {
  const ids = orderQuestions(questions, prefs).map((question) => question.id);
  const from = ids.indexOf(id);
  const to = from + delta;
  if (from < 0 || to < 0 || to >= ids.length) return prefs;
  [ids[from], ids[to]] = [ids[to]!, ids[from]!];
  return { ...prefs, order: ids };
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
