import Dexie, { type EntityTable } from 'dexie';
import type { ActivityEntry } from './activity-log';

const NAME = 'formdeck-activity';

class ActivityDatabase extends Dexie {
  entries!: EntityTable<ActivityEntry, 'id'>;
  constructor() {
    super(NAME);
    this.version(1).stores({ entries: '++id, at' });
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

export async function clearEntries(): Promise<void> {
  await database().entries.clear();
}
