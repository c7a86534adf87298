import { isEmptyAnswer } from '@/components/answers/answer-guards';
import { comparableText } from '@/lib/comparable-text';
import type { Filter } from '@/response-set/filters';
import type { Answers } from './answers';
import { counter, otherCollector } from './tally';
import type { CountItem, Other } from './types';
import { comparableTexts, recounted, topWords } from './words';

const LATEST = 5;

export type TextStat = {
  kind: 'text';
  /** Answers of any shape: what the `answered` filter finds. */
  answered: number;
  answeredFilter: Filter;
  words: CountItem[];
  latest: string[];
  /** EMAIL by domain, LINK by host. */
  groups: { title: string; items: CountItem[] } | null;
  other: Other;
};

type Part = 'words' | 'domains' | 'hosts' | 'none';

/** The domain of an address, without case and accents; worked out once per distinct domain. */
function domains() {
  const seen = new Map<string, string | null>();
  return (text: string): string | null => {
    const at = text.lastIndexOf('@');
    if (at < 0) return null;
    const raw = text.slice(at + 1);
    let domain = seen.get(raw);
    if (domain === undefined) {
      domain = comparableText(raw.trim()) || null;
      seen.set(raw, domain);
    }
    return domain;
  };
}

function hostOf(text: string): string | null {
  try {
    const host = new URL(text.trim()).hostname;
    return host === '' ? null : comparableText(host);
  } catch {
    return null;
  }
}

/**
 * Texts: how many answered, the latest answers, and by `part` the most frequent words, the
 * e-mail domains or the link hosts (each counted as `contains` finds it). Anything but a text is
 * counted under Other.
 */
export function textStats(answers: Answers, part: Part): TextStat {
  const others = otherCollector(answers.type);
  const latest: string[] = [];
  const keys = counter();
  const keyOf = part === 'domains' ? domains() : part === 'hosts' ? hostOf : null;
  let answered = 0;
  for (const value of answers.values) {
    if (isEmptyAnswer(value)) continue;
    answered += 1;
    if (typeof value !== 'string' && typeof value !== 'number') {
      others.add(value);
      continue;
    }
    const text = String(value);
    if (latest.length < LATEST) latest.push(text);
    if (!keyOf) continue;
    const key = keyOf(text);
    if (key === null) others.add(value);
    else keys.add(key);
  }
  const { column, type } = answers;
  const texts = comparableTexts(type, part === 'none' ? [] : answers.values);
  const items =
    part === 'words'
      ? []
      : recounted(keys.counts, texts, column, (key) => (part === 'domains' ? `@${key}` : key));
  return {
    kind: 'text',
    answered,
    answeredFilter: { column, op: 'answered' },
    words: part === 'words' ? topWords(texts, column) : [],
    latest,
    groups:
      part === 'domains'
        ? { title: 'By domain', items }
        : part === 'hosts'
          ? { title: 'By host', items }
          : null,
    other: others.other,
  };
}
