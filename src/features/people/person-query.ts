import { foldText } from '@/lib/fold-text';

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
  const words = foldText(text).split(/\s+/).filter(Boolean);
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

/** A text answer with the forms each kind of query compares, each worked out once. */
type TextAnswer = { key: string; text: string; lower?: string; folded?: string; digits?: string };

// Per submission (its answers object, which never changes): a search of the whole account reads
// every answer, and a second search should not fold them all again.
const textsOf = new WeakMap<Answers, TextAnswer[]>();

/** The answers a person's details can be in: texts and lists of texts, nothing else. */
function textAnswers(answers: Answers): TextAnswer[] {
  let texts = textsOf.get(answers);
  if (texts) return texts;
  texts = [];
  for (const [key, value] of Object.entries(answers)) {
    if (typeof value === 'string') texts.push({ key, text: value });
    else if (Array.isArray(value)) {
      const parts = value.filter((item): item is string => typeof item === 'string');
      if (parts.length > 0) texts.push({ key, text: parts.join('\n') });
    }
  }
  textsOf.set(answers, texts);
  return texts;
}

const NOT_A_PHONE = '';
const NONE: string[] = [];

/** Whether one text answer holds the e-mail address or the phone number. */
function holds(query: Exclude<PersonQuery, { kind: 'name' }>, answer: TextAnswer): boolean {
  if (query.kind === 'email') {
    // Only a text with an @ can hold an address: most answers are skipped at once.
    if (!answer.text.includes('@')) return false;
    answer.lower ??= answer.text.toLowerCase();
    return answer.lower.includes(query.email);
  }
  answer.digits ??= PHONE_LIKE.test(answer.text.trim()) ? phoneDigits(answer.text) : NOT_A_PHONE;
  return answer.digits !== NOT_A_PHONE && answer.digits.includes(query.digits);
}

/**
 * The keys of the answers in which `query` is found; empty when the submission does not match.
 * A name matches when every word is in some answer (a first and a last name may be two
 * questions); the answers holding any of its words are the ones returned.
 */
export function matchPerson(query: PersonQuery, answers: Answers): string[] {
  const texts = textAnswers(answers);
  // Most submissions do not match: that path allocates nothing.
  if (query.kind !== 'name') {
    let keys = NONE;
    for (const answer of texts) {
      if (!holds(query, answer)) continue;
      if (keys === NONE) keys = [];
      keys.push(answer.key);
    }
    return keys;
  }
  for (const word of query.words) {
    if (!texts.some((answer) => (answer.folded ??= foldText(answer.text)).includes(word))) {
      return NONE;
    }
  }
  return texts
    .filter((answer) => query.words.some((word) => answer.folded!.includes(word)))
    .map((answer) => answer.key);
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
