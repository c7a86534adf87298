import Dexie, { type EntityTable, type Table } from 'dexie';
import type { Submission } from '@/api/schemas';
import { browserKey, type StoredKey } from '@/lib/browser-key';
import type { StoredResponseSet, StoredSummary } from './disk-copy';

const NAME = 'formdeck-responses';
/**
 * Rows per record. Each record is one write of its own, cloned by the browser on the main
 * thread: small pieces keep a 50,000-row save from freezing the page.
 */
const CHUNK_ROWS = 1000;

type SetRecord = Omit<StoredResponseSet, 'rows'> & {
  id: string;
  owner: string;
  formId: string;
  count: number;
  chunks: number;
};
type ChunkRecord = { setId: string; index: number; rows: readonly Submission[] };

class ResponseDatabase extends Dexie {
  sets!: EntityTable<SetRecord, 'id'>;
  chunks!: Table<ChunkRecord, [string, number]>;
  keys!: EntityTable<StoredKey, 'name'>;
  constructor() {
    super(NAME);
    this.version(1).stores({ sets: 'id, owner', chunks: '[setId+index]' });
    // Version 1 named sets by the key's plain SHA-256: those copies are deleted, not left behind.
    this.version(2)
      .stores({ sets: 'id, owner', chunks: '[setId+index]', keys: 'name' })
      .upgrade(async (transaction) => {
        await transaction.table('sets').clear();
        await transaction.table('chunks').clear();
      });
  }
}

let db: ResponseDatabase | undefined;
const database = () => (db ??= new ResponseDatabase());

/** This browser's key for naming sets (see `browserKey`); it goes when the sets are forgotten. */
export const namingKey = () => browserKey(database().keys, 'naming');

// The owner (base URL and key fingerprint) is part of the id: no key can read another's set.
const setIdOf = (owner: string, formId: string) => JSON.stringify([owner, formId]);
const chunksOf = (data: ResponseDatabase, setId: string) =>
  data.chunks.where('[setId+index]').between([setId, Dexie.minKey], [setId, Dexie.maxKey]);

export async function readSet(owner: string, formId: string) {
  const data = database();
  return data.transaction('r', data.sets, data.chunks, async () => {
    const record = await data.sets.get(setIdOf(owner, formId));
    if (!record) return undefined;
    // Chunk by chunk, like the save: one read of 50,000 rows would hold the page for a moment.
    const rows: Submission[] = [];
    for (let index = 0; index < record.chunks; index += 1) {
      rows.push(...((await data.chunks.get([record.id, index]))?.rows ?? []));
    }
    // A set cut short (e.g. the browser evicted part of it) is never shown as complete.
    if (rows.length !== record.count) return undefined;
    const { scope, questions, total, totalBias, savedAt } = record;
    const set: StoredResponseSet = { scope, questions, rows, total, totalBias, savedAt };
    return set;
  });
}

async function put(setId: string, owner: string, formId: string, set: StoredResponseSet) {
  const data = database();
  const { rows, ...meta } = set;
  await data.transaction('rw', data.sets, data.chunks, async () => {
    await chunksOf(data, setId).delete();
    // One awaited put per chunk: the page gets the main thread back between them.
    const chunks = Math.ceil(rows.length / CHUNK_ROWS);
    for (let index = 0; index < chunks; index += 1) {
      const part = rows.slice(index * CHUNK_ROWS, (index + 1) * CHUNK_ROWS);
      await data.chunks.put({ setId, index, rows: part });
    }
    await data.sets.put({ ...meta, id: setId, owner, formId, count: rows.length, chunks });
  });
}

// Saves of one set run one after another, and one waiting is replaced by a newer one: a run of
// deletes or "show new" clicks writes the latest set, not every step of the way.
const queues = new Map<string, Promise<void>>();
const newest = new Map<string, StoredResponseSet>();

function enqueue(setId: string, work: () => Promise<void>): Promise<void> {
  const next = (queues.get(setId) ?? Promise.resolve()).then(work);
  queues.set(
    setId,
    next.catch(() => undefined),
  );
  return next;
}

export function writeSet(owner: string, formId: string, set: StoredResponseSet): Promise<void> {
  const setId = setIdOf(owner, formId);
  newest.set(setId, set);
  return enqueue(setId, async () => {
    if (newest.get(setId) !== set) return;
    newest.delete(setId);
    await put(setId, owner, formId, set);
  });
}

export function forgetSet(owner: string, formId: string): Promise<void> {
  const setId = setIdOf(owner, formId);
  newest.delete(setId);
  return enqueue(setId, async () => {
    const data = database();
    await data.transaction('rw', data.sets, data.chunks, async () => {
      await chunksOf(data, setId).delete();
      await data.sets.delete(setId);
    });
  });
}

export async function forgetAllSets(): Promise<void> {
  // Saves still waiting would write again after the delete: they are dropped first.
  newest.clear();
  const open = db;
  db = undefined;
  await (open ? open.delete() : Dexie.delete(NAME));
}

export async function summary(): Promise<StoredSummary> {
  const records = await database().sets.toArray();
  return {
    forms: records.length,
    responses: records.reduce((sum, record) => sum + record.count, 0),
  };
}
