import { comparableText } from '@/lib/comparable-text';

/**
 * What the owner typed on the People page, read as the kind of thing it is: an e-mail address,
 * a phone number or a name. Each kind matches answers its own way.
 */
export type PersonQuery =
  | { kind: 'email'; email: string }
  | { kind: 'phone'; digits: string }
  | { kind: 'name'; words: string[] };

// Fewer digits than this are more likely part of an address or an id than a phone number.
const MIN_PHONE_DIGITS = 6;

/**
 * A phone number's digits, whatever its spacing, dots, dashes or brackets; a leading `+` or
 * `00` (the international prefix) is dropped, so "+49 30 123" and "0049 (30) 1-23" are equal.
 */
export function phoneDigits(text: string): string {
  return text
    .trim()
    .replace(/^(\+|00)/, '')
    .replace(/\D/g, '');
}

const PHONE_LIKE = /^\+?[\d\s.\-()/]+$/;

/** Reads a query; undefined for one with nothing to look for. */
export function parsePersonQuery(input: string): PersonQuery | undefined {
  const text = input.trim();
  if (text === '') return undefined;
  if (text.includes('@')) return { kind: 'email', email: text.toLowerCase() };
  if (PHONE_LIKE.test(text)) {
    const digits = phoneDigits(text);
    if (digits.length >= MIN_PHONE_DIGITS) return { kind: 'phone', digits };
  }
  const words = comparableText(text).split(/\s+/).filter(Boolean);
  return words.length > 0 ? { kind: 'name', words } : undefined;
}

/** How the People page names the kind of query, so that the owner knows how it is matched. */
export function describePersonQuery(query: PersonQuery): string {
  switch (query.kind) {
    case 'email':
      return 'E-mail address (any case)';
    case 'phone':
      return `Phone number (digits ${query.digits}, any spacing or prefix)`;
    case 'name':
      return 'Name (every word, accents and case aside)';
  }
}

type Answers = Readonly<Record<string, unknown>>;

/** The answers a person's details can be in: texts and lists of texts, nothing else. */
function textAnswers(answers: Answers): Array<readonly [key: string, text: string]> {
  const texts: Array<readonly [string, string]> = [];
  for (const [key, value] of Object.entries(answers)) {
    if (typeof value === 'string') texts.push([key, value]);
    else if (Array.isArray(value)) {
      const parts = value.filter((item): item is string => typeof item === 'string');
      if (parts.length > 0) texts.push([key, parts.join('\n')]);
    }
  }
  return texts;
}

const isPhoneLike = (text: string) => PHONE_LIKE.test(text.trim());

/** One text answer as a query of `kind` compares it. */
function comparedForm(kind: PersonQuery['kind'], text: string): string {
  if (kind === 'email') return text.toLowerCase();
  if (kind === 'phone') return isPhoneLike(text) ? phoneDigits(text) : '';
  return comparableText(text);
}

/**
 * Every text answer of a submission as a query of `kind` compares them, one string with a
 * separator no query holds, so that a match never runs across two answers: what the account's
 * search index is made of (find-person.ts).
 */
export function searchedText(kind: PersonQuery['kind'], answers: Answers): string {
  return textAnswers(answers)
    .map(([, text]) => comparedForm(kind, text))
    .join('\u0000');
}

/** What a query of each kind looks for in `searchedText`: a name, its longest word. */
export function needleOf(query: PersonQuery): string {
  if (query.kind === 'email') return query.email;
  if (query.kind === 'phone') return query.digits;
  return query.words.reduce((longest, word) => (word.length > longest.length ? word : longest));
}

/**
 * The keys of the answers in which `query` is found; empty when the submission does not match.
 * A name matches when every word is in some answer (a first and a last name may be two
 * questions); the answers holding any of its words are the ones returned.
 */
export function matchPerson(query: PersonQuery, answers: Answers): string[] {
  const texts = textAnswers(answers).map(
    ([key, text]) => [key, comparedForm(query.kind, text)] as const,
  );
  if (query.kind !== 'name') {
    const needle = needleOf(query);
    return texts.filter(([, text]) => text !== '' && text.includes(needle)).map(([key]) => key);
  }
  const found = (word: string) => texts.some(([, text]) => text.includes(word));
  if (!query.words.every(found)) return [];
  return texts
    .filter(([, text]) => query.words.some((word) => text.includes(word)))
    .map(([key]) => key);
}

/**
 * The person as one string, the same however the query was written ("ANN@x.com" and "ann@x.com",
 * "+49 30 1" and "0049 30 1"): what an erasure's fingerprint is made from.
 */
export function personIdentifier(query: PersonQuery): string {
  switch (query.kind) {
    case 'email':
      return `email:${query.email}`;
    case 'phone':
      return `phone:${query.digits}`;
    case 'name':
      return `name:${[...query.words].sort().join(' ')}`;
  }
}
