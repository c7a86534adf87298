import { isEmptyAnswer, isStringArray } from '@/components/answers/answer-guards';
import { choicesOf, type Filter } from '@/response-set/filters';
import type { Answers } from './answers';
import { counter, itemsByCount, otherCollector } from './tally';
import type { CountItem, Other } from './types';

export type ChoiceStat = {
  kind: 'choices';
  answered: number;
  items: CountItem[];
  /** Multi-answers: options chosen per answering response, on average. */
  averageChosen: number | null;
  other: Other;
};

/**
 * Counts each non-blank option of a multi-answer once, and says how many there were. A short
 * list (most are) is checked for repeats without building a set for each of 50,000 answers.
 */
function countDistinct(choices: readonly string[], tally: ReturnType<typeof counter>): number {
  if (choices.length > SHORT_LIST) {
    const distinct = new Set(choices.filter((choice) => !isEmptyAnswer(choice)));
    distinct.forEach((choice) => tally.add(choice));
    return distinct.size;
  }
  let distinct = 0;
  choices.forEach((choice, index) => {
    if (isEmptyAnswer(choice) || choices.indexOf(choice) < index) return;
    distinct += 1;
    tally.add(choice);
  });
  return distinct;
}

const SHORT_LIST = 16;

/**
 * Each option with how many responses chose it. The options a response holds are read as the
 * `anyOf` filter reads them (`choicesOf`), so a bar's count is what its filter finds. Shares are
 * of the responses that answered: for multi-answers they can add up to more than 100 %.
 */
export function choiceStats(
  answers: Answers,
  options: { multi: boolean; label?: (value: string) => string },
): ChoiceStat {
  const kind = options.multi ? 'multi' : 'choice';
  const tally = counter();
  const others = otherCollector(answers.type);
  let answered = 0;
  let chosen = 0;
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    // Most answers are one option: counted without building a list and a set for each.
    if (typeof value === 'string') {
      answered += 1;
      chosen += 1;
      tally.add(value);
      continue;
    }
    const distinct = countDistinct(choicesOf(kind, value), tally);
    if (distinct === 0) {
      others.add(value);
      continue;
    }
    answered += 1;
    chosen += distinct;
  }
  const items = itemsByCount(tally.counts, {
    of: answered,
    label: options.label,
    filter: (value) => ({ column: answers.column, op: 'anyOf', values: [value] }),
  });
  const averageChosen = options.multi && answered > 0 ? chosen / answered : null;
  return { kind: 'choices', answered, items, averageChosen, other: others.other };
}

export type RankItem = CountItem & {
  averageRank: number;
  first: number;
  /** Finds the `first` responses: those that rank this option first. */
  firstFilter: Filter;
};

export type RankingStat = { kind: 'ranking'; answered: number; items: RankItem[]; other: Other };

/** Each option's average rank (1 is first) and how often it was ranked first. */
export function rankingStats(answers: Answers): RankingStat {
  const ranks = new Map<string, { sum: number; count: number; first: number }>();
  const others = otherCollector(answers.type);
  let answered = 0;
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    if (!isStringArray(value) || value.every((item) => item.trim() === '')) {
      others.add(value);
      continue;
    }
    answered += 1;
    const seen = new Set<string>();
    value.forEach((option, index) => {
      // An option listed twice counts at its best rank only.
      if (option.trim() === '' || seen.has(option)) return;
      seen.add(option);
      const entry = ranks.get(option) ?? { sum: 0, count: 0, first: 0 };
      entry.sum += index + 1;
      entry.count += 1;
      if (index === 0) entry.first += 1;
      ranks.set(option, entry);
    });
  }
  const items = [...ranks]
    .map(([label, { sum, count, first }]) => ({
      label,
      count,
      share: answered > 0 ? count / answered : 0,
      filter: { column: answers.column, op: 'anyOf' as const, values: [label] },
      averageRank: sum / count,
      first,
      firstFilter: { column: answers.column, op: 'rankedFirst' as const, values: [label] },
    }))
    .sort((a, b) => a.averageRank - b.averageRank || b.first - a.first);
  return { kind: 'ranking', answered, items, other: others.other };
}
