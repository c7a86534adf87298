import Dexie, { type EntityTable } from 'dexie';
import type { ActivityEntry } from './activity-log';

const NAME = 'formdeck-activity';

type StoredKey = { name: string; key: CryptoKey };

class ActivityDatabase extends Dexie {
  entries!: EntityTable<ActivityEntry, 'id'>;
  keys!: EntityTable<StoredKey, 'name'>;
  constructor() {
    super(NAME);
    this.version(1).stores({ entries: '++id, at' });
    this.version(2).stores({ entries: '++id, at, person', keys: 'name' });
  }
}

let db: ActivityDatabase | undefined;
const database = () => (db ??= new ActivityDatabase());

export async function addEntry(entry: Omit<ActivityEntry, 'id'>): Promise<void> {
  await database().entries.add(entry as ActivityEntry);
}

/** Newest first. */
export function readEntries(): Promise<ActivityEntry[]> {
  return database().entries.orderBy('at').reverse().toArray();
}

/** The entries of one person's erasures, by the fingerprint they were written with. */
export function readEntriesOfPerson(person: string): Promise<ActivityEntry[]> {
  return database().entries.where('person').equals(person).toArray();
}

export async function clearEntries(): Promise<void> {
  await database().entries.clear();
}

/**
 * This browser's key for people's fingerprints: made once, random, and not extractable, so the
 * stored fingerprints cannot be tested against a guessed identifier anywhere but in this browser.
 */
export async function personKey(): Promise<CryptoKey> {
  const stored = await database().keys.get('person');
  if (stored) return stored.key;
  const key = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, ['sign']);
  // Another tab may have made one meanwhile: the first one stored is the one used.
  await database()
    .keys.add({ name: 'person', key })
    .catch(() => undefined);
  return (await database().keys.get('person'))!.key;
}
