import { comparableText, normalizedText } from '@/lib/comparable-text';

/**
 * What the owner typed on the People page, read as the kind of thing it is: an e-mail address,
 * a phone number or a name. Each kind matches answers its own way; every rule of what is the
 * person and what is only similar is in this module (person-query.test.ts has the table).
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
 * A national trunk `0` ("030 123") is a digit like any other: without the country it cannot be
 * told apart from a number that starts with 0.
 */
export function phoneDigits(text: string): string {
  return normalizedText(text)
    .trim()
    .replace(/^(\+|00)/, '')
    .replace(/\D/g, '');
}

const PHONE_LIKE = /^\+?[\d\s.\-()/]+$/;

/** An e-mail address as compared: normalised, any case. */
export const emailForm = (text: string) => normalizedText(text).toLowerCase();

/** A name's words: letters and digits, case and accents aside ("Lindqvist-Berg" is two). */
const wordsOf = (comparable: string) => comparable.split(/[^\p{L}\p{N}]+/u).filter(Boolean);

/** Reads a query; undefined for one with nothing to look for. */
export function parsePersonQuery(input: string): PersonQuery | undefined {
  const text = normalizedText(input).trim();
  if (text === '') return undefined;
  if (text.includes('@')) return { kind: 'email', email: emailForm(text) };
  if (PHONE_LIKE.test(text)) {
    const digits = phoneDigits(text);
    if (digits.length >= MIN_PHONE_DIGITS) return { kind: 'phone', digits };
  }
  const words = wordsOf(comparableText(text));
  return words.length > 0 ? { kind: 'name', words } : undefined;
}

/** How the People page names the kind of query, so that the owner knows how it is matched. */
export function describePersonQuery(query: PersonQuery): string {
  switch (query.kind) {
    case 'email':
      return 'E-mail address (the whole address, any case)';
    case 'phone':
      return `Phone number (the whole number ${query.digits}, any spacing or prefix)`;
    case 'name':
      return 'Name (every word whole, accents and case aside)';
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

// A run of digits with what a phone number is written with between them, bounded by anything
// else: "+49 (30) 123-45" in "call +49 (30) 123-45 after 5".
const PHONE_RUN = /[+(]*\d(?:[\d \t.\-()/]*\d)?/g;

/**
 * The numbers written in a text, as digits: each run of a phone number's characters, and each
 * part of a run split at `/` ("030/1234567" is one number, "1234567 / 7654321" two).
 */
function phoneNumbersIn(text: string): string[] {
  const numbers: string[] = [];
  for (const [run] of normalizedText(text).matchAll(PHONE_RUN)) {
    numbers.push(phoneDigits(run));
    if (run.includes('/')) numbers.push(...run.split('/').map(phoneDigits));
  }
  return numbers.filter(Boolean);
}

/** One text answer as a query of `kind` compares it. */
function comparedForm(kind: PersonQuery['kind'], text: string): string {
  if (kind === 'email') return emailForm(text);
  if (kind === 'phone') return phoneNumbersIn(text).join(' ');
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

/**
 * What a query of each kind looks for in `searchedText`: a string that every answer matching the
 * person, or only similar to them, contains. A name, its longest word; a phone number, its
 * digits without a trunk 0, so that "030 1234567" also finds "+49 30 1234567" as similar.
 */
export function needleOf(query: PersonQuery): string {
  if (query.kind === 'email') return query.email;
  if (query.kind === 'phone') return query.digits.replace(/^0/, '');
  return query.words.reduce((longest, word) => (word.length > longest.length ? word : longest));
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// What continues an address on either side: a local part's characters before it ("joann.jo@",
// "ajo@", "x+jo@"), a domain's after it ("-west", "eur", ".invalid"). A full stop followed by
// neither ends a sentence.
const LOCAL_PART = "[\\p{L}\\p{N}.!#$%&'*+/=?^_`{|}~@-]";
const DOMAIN_PART = String.raw`[\p{L}\p{N}_@-]`;

const wholeAddresses = new Map<string, RegExp>();

/** A pattern of `email` that the characters next to it cannot continue into another address. */
function wholeAddress(email: string): RegExp {
  let pattern = wholeAddresses.get(email);
  if (!pattern) {
    pattern = new RegExp(
      `(?<!${LOCAL_PART})${escapeRegExp(email)}(?!${DOMAIN_PART}|\\.${DOMAIN_PART})`,
      'u',
    );
    if (wholeAddresses.size > 50) wholeAddresses.clear();
    wholeAddresses.set(email, pattern);
  }
  return pattern;
}

/** How an answer compares with a query: the person's, only similar, or neither. */
type Likeness = 'person' | 'similar' | undefined;

function emailLikeness(email: string, text: string): Likeness {
  const compared = emailForm(text);
  if (!compared.includes(email)) return undefined;
  return wholeAddress(email).test(compared) ? 'person' : 'similar';
}

function phoneLikeness(digits: string, text: string): Likeness {
  const numbers = phoneNumbersIn(text);
  if (numbers.includes(digits)) return 'person';
  const needle = digits.replace(/^0/, '');
  return numbers.some((number) => number.includes(needle)) ? 'similar' : undefined;
}

/**
 * Which answers hold the person, and which only something similar, in one submission.
 * A name is the person when every word is a whole word of some answer (a first and a last name
 * may be two questions), similar when every word is only inside words ("Jo" in "Joanna").
 */
export type PersonMatch = { how: 'person' | 'similar'; keys: string[] };

export function comparePerson(query: PersonQuery, answers: Answers): PersonMatch | undefined {
  const texts = textAnswers(answers);
  if (query.kind !== 'name') {
    const likeness = texts.map(
      ([key, text]) =>
        [
          key,
          query.kind === 'email'
            ? emailLikeness(query.email, text)
            : phoneLikeness(query.digits, text),
        ] as const,
    );
    const person = likeness.filter(([, how]) => how === 'person').map(([key]) => key);
    if (person.length > 0) return { how: 'person', keys: person };
    const similar = likeness.filter(([, how]) => how === 'similar').map(([key]) => key);
    return similar.length > 0 ? { how: 'similar', keys: similar } : undefined;
  }
  const compared = texts.map(([key, text]) => {
    const comparable = comparableText(text);
    return { key, comparable, words: new Set(wordsOf(comparable)) };
  });
  const wholeWord = (word: string) => compared.some(({ words }) => words.has(word));
  if (query.words.every(wholeWord)) {
    const keys = compared.filter(({ words }) => query.words.some((word) => words.has(word)));
    return { how: 'person', keys: keys.map(({ key }) => key) };
  }
  const inside = (word: string) => compared.some(({ comparable }) => comparable.includes(word));
  if (!query.words.every(inside)) return undefined;
  const keys = compared.filter(({ comparable }) => query.words.some((w) => comparable.includes(w)));
  return { how: 'similar', keys: keys.map(({ key }) => key) };
}

/** The keys of the answers in which the person is found; empty when the submission is not theirs. */
export function matchPerson(query: PersonQuery, answers: Answers): string[] {
  const match = comparePerson(query, answers);
  return match?.how === 'person' ? match.keys : [];
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
