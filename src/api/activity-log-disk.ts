import Dexie, { type EntityTable } from 'dexie';
import { browserKey, type StoredKey } from '@/lib/browser-key';
import type { ActivityEntry } from './activity-log';

const NAME = 'formdeck-activity';

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

/** Adds an entry; resolves with its id. */
export function addEntry(entry: Omit<ActivityEntry, 'id'>): Promise<number> {
  return database().entries.add(entry as ActivityEntry);
}

export async function updateEntry(
  id: number,
  changes: Partial<Omit<ActivityEntry, 'id'>>,
): Promise<void> {
  await database().entries.update(id, changes);
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

/** This browser's key for people's fingerprints (see `browserKey`). */
export const personKey = () => browserKey(database().keys, 'person');
