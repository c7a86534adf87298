import { isEmptyAnswer } from '@/components/answers/answer-guards';
import { isScaleStep, NPS_GROUPS, type NpsGroup } from '@/response-set/answer-groups';
import type { ColumnRef } from '@/response-set/columns';
import type { Answers } from './answers';
import { otherCollector } from './tally';
import type { CountItem, Nps, Other } from './types';

export type ScaleStat = {
  kind: 'scale';
  answered: number;
  /** Every whole value from the lowest to the highest given, so that gaps show as 0. */
  items: CountItem[];
  average: number | null;
  /** The top of the scale the average is read against: 5 (stars) unless answers go above. */
  outOf: number;
  /**
   * For a 0–10 scale: answers up to 10, and some above 5 (a 1–5 rating is no NPS). Its groups
   * (promoters, passives, detractors) each open the `nps` filter.
   */
  nps: (Nps & { groups: CountItem[] }) | null;
  other: Other;
};

// Ratings and scales are whole steps; anything else (4.5, -1, a million, "★★★") is not a step
// of any scale and is counted apart.
const MAX_STEP = 10;

const GROUP_LABELS: Record<NpsGroup, string> = {
  promoters: 'Promoters',
  passives: 'Passives',
  detractors: 'Detractors',
};

const inGroup = (counts: readonly number[], group: NpsGroup) => {
  const { from, to } = NPS_GROUPS[group];
  return counts.slice(from, to + 1).reduce((total, count) => total + count, 0);
};

export function netPromoterScore(counts: readonly number[]): Nps {
  const [detractors, passives, promoters] = [
    inGroup(counts, 'detractors'),
    inGroup(counts, 'passives'),
    inGroup(counts, 'promoters'),
  ];
  const total = detractors + passives + promoters;
  const score = total > 0 ? Math.round(((promoters - detractors) / total) * 100) : 0;
  return { promoters, passives, detractors, score };
}

function npsWithGroups(counts: readonly number[], column: ColumnRef, answered: number) {
  const groups = (['promoters', 'passives', 'detractors'] as const).map((group) => {
    const { from, to } = NPS_GROUPS[group];
    const count = inGroup(counts, group);
    return {
      label: `${GROUP_LABELS[group]} (${from}–${to})`,
      count,
      share: count / answered,
      filter: { column, op: 'nps' as const, group },
    };
  });
  return { ...netPromoterScore(counts), groups };
}

/**
 * The distribution of a rating or linear scale and its average. Each value's bar filters with
 * `between` value and value, which finds exactly the answers equal to it.
 */
export function scaleStats(answers: Answers): ScaleStat {
  const counts: number[] = Array.from({ length: MAX_STEP + 1 }, () => 0);
  const others = otherCollector(answers.type);
  let answered = 0;
  let sum = 0;
  let [low, high] = [MAX_STEP, 0];
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    if (!isScaleStep(value)) {
      others.add(value);
      continue;
    }
    answered += 1;
    sum += value;
    counts[value] = (counts[value] ?? 0) + 1;
    low = Math.min(low, value);
    high = Math.max(high, value);
  }
  // A scale starts at 0 or 1: show from there even if nobody chose the lowest values.
  const from = Math.min(low, 1);
  const items: CountItem[] = [];
  for (let step = from; answered > 0 && step <= high; step += 1) {
    const count = counts[step] ?? 0;
    items.push({
      label: String(step),
      count,
      share: count / answered,
      filter: { column: answers.column, op: 'between', min: step, max: step },
    });
  }
  return {
    kind: 'scale',
    answered,
    items,
    average: answered > 0 ? sum / answered : null,
    outOf: high > 5 ? MAX_STEP : 5,
    nps: answered > 0 && high > 5 ? npsWithGroups(counts, answers.column, answered) : null,
    other: others.other,
  };
}
