import type { Question } from '@/api/schemas';
import { plural } from '@/features/people/counting';
import { emailForm, phoneDigits } from './person-query';

/**
 * The e-mail addresses and phone numbers a submission gives as its respondent's (the answers to
 * its e-mail and phone questions): what tells one person from another of the same name.
 */
export type Contacts = { emails: string[]; phones: string[] };

type Answers = Readonly<Record<string, unknown>>;

/** The contacts of one submission; a phone number as first written. */
export function contactsOf(questions: readonly Question[], answers: Answers): Contacts {
  const emails: string[] = [];
  const phones: string[] = [];
  for (const question of questions) {
    const value = answers[question.id];
    if (typeof value !== 'string' || value.trim() === '') continue;
    if (question.type === 'EMAIL') emails.push(emailForm(value).trim());
    else if (question.type === 'PHONE_NUMBER') phones.push(value.trim());
  }
  return { emails, phones };
}

/** Every distinct address and number of many submissions' contacts, in the order met. */
export function mergeContacts(all: readonly Contacts[]): Contacts {
  const emails = new Set<string>();
  const phones = new Map<string, string>();
  for (const { emails: ofOne, phones: numbers } of all) {
    for (const email of ofOne) emails.add(email);
    for (const phone of numbers) {
      const digits = phoneDigits(phone);
      if (!phones.has(digits)) phones.set(digits, phone);
    }
  }
  return { emails: [...emails], phones: [...phones.values()] };
}

/** More than one e-mail address or phone number: the submissions may be different people's. */
export const isSeveral = (contacts: Contacts) =>
  contacts.emails.length > 1 || contacts.phones.length > 1;

/** "5 different e-mail addresses and 2 different phone numbers": what `isSeveral` found. */
export function severalCount(contacts: Contacts): string {
  return [
    contacts.emails.length > 1 &&
      plural(contacts.emails.length, 'e-mail address', 'different e-mail addresses'),
    contacts.phones.length > 1 &&
      plural(contacts.phones.length, 'phone number', 'different phone numbers'),
  ]
    .filter(Boolean)
    .join(' and ');
}

/**
 * The contacts in words, for a heading, an erasure or an export: "jo@example.eu, +49 30 123"
 * or, for none, what says so.
 */
export function contactsText(contacts: Contacts): string {
  const all = [...contacts.emails, ...contacts.phones];
  return all.length > 0 ? all.join(', ') : 'no e-mail address or phone number';
}

/** Submissions put together by the contacts they give (by e-mail address, else phone number). */
export type ContactGroup<T> = { contacts: Contacts; items: T[] };

export function groupByContacts<T>(
  items: readonly T[],
  contactsOfItem: (item: T) => Contacts,
): ContactGroup<T>[] {
  const groups = new Map<string, ContactGroup<T>>();
  for (const item of items) {
    const contacts = contactsOfItem(item);
    const key =
      contacts.emails.length > 0
        ? `email:${[...new Set(contacts.emails)].sort().join(' ')}`
        : `phone:${[...new Set(contacts.phones.map(phoneDigits))].sort().join(' ')}`;
    const group = groups.get(key);
    if (group) {
      group.items.push(item);
      group.contacts = mergeContacts([group.contacts, contacts]);
    } else groups.set(key, { contacts: mergeContacts([contacts]), items: [item] });
  }
  return [...groups.values()];
}
