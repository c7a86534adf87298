import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import type { Credentials } from '@/api/client';
import {
  createDiskCopy,
  fingerprint,
  forgetStoredResponses,
  storedResponsesSummary,
} from './disk-copy';
import { fakeApi, makeRows } from './fake-api';
import { createResponseSetStore } from './response-set-store';

const FORM = 'f1';
const KEY_A: Credentials = { baseUrl: 'https://forms.example/v1', apiKey: 'fd_live_key_a' };
const KEY_B: Credentials = { baseUrl: 'https://forms.example/v1', apiKey: 'fd_live_key_b' };

let current: Credentials | null = KEY_A;
let enabled = true;

/** A fresh tab: a new store over the same device, with the API as it is now. */
function visit(api = fakeApi(makeRows(120))) {
  const disk = createDiskCopy({ credentials: () => current, enabled: () => enabled });
  const store = createResponseSetStore({ fetchPage: api.fetchPage, notifyMs: 0, disk });
  // The end of the last write the store asked for, stored or not.
  const save = vi.spyOn(disk, 'save');
  const saved = () => {
    expect(save).toHaveBeenCalled();
    return save.mock.results.at(-1)!.value;
  };
  const snap = () => store.get(FORM);
  const done = () =>
    vi.waitFor(() => {
      expect(snap()?.phase.kind).toBe('complete');
      expect(snap()?.fromDevice).toBe(false);
      expect(snap()?.reloading).toBe(false);
    });
  return { api, store, snap, done, saved };
}

const stored = (responses: number) =>
  vi.waitFor(async () =>
    expect(await storedResponsesSummary()).toEqual({ forms: responses ? 1 : 0, responses }),
  );

/** Every record on this device, as the browser holds it. */
async function rawRecords(): Promise<string> {
  const db = await new Dexie('formdeck-responses').open();
  const tables = await Promise.all(db.tables.map((table) => table.toArray()));
  db.close();
  return JSON.stringify(tables);
}

/** A first visit that loads the form's 120 responses and stores them on the device. */
async function loadAndStoreOnce() {
  const first = visit();
  first.store.open(FORM);
  await first.done();
  await stored(120);
  return first;
}

const ids = (rows: readonly { id: string }[] | undefined) => rows?.map((row) => row.id) ?? [];

beforeEach(() => {
  current = KEY_A;
  enabled = true;
});
afterEach(() => forgetStoredResponses());

describe('keeping loaded responses on this device', () => {
  it('keeps a loaded set under the key’s fingerprint, never the key', async () => {
    const { api, store, done } = visit();
    store.open(FORM);
    await done();
    await stored(120);
    const records = await rawRecords();
    expect(records).toContain(await fingerprint(KEY_A.apiKey));
    expect(records).toContain(api.rows[0]!.id);
    expect(records).not.toContain(KEY_A.apiKey);
  });

  it('shows the stored set at once as complete, then checks page 1 only', async () => {
    const first = await loadAndStoreOnce();

    const api = fakeApi(first.api.rows);
    api.rows = [...makeRows(2, 120), ...api.rows];
    const next = visit(api);
    // What the page is shown first, and how many requests had gone out by then.
    const shown: Array<{ complete: boolean; rows: number; requests: number }> = [];
    next.store.subscribe(() => {
      const snapshot = next.snap();
      if (snapshot?.fromDevice) {
        const { complete, rows } = snapshot;
        shown.push({ complete, rows: rows.length, requests: api.requests.length });
      }
    });
    next.store.open(FORM);
    await next.done();
    expect(shown[0]).toEqual({ complete: true, rows: 120, requests: 0 });
    expect(api.requests).toEqual([{ scope: 'all', page: 1 }]);
    expect(next.snap()?.newRows).toHaveLength(2);
    next.store.showNew(FORM);
    await stored(122);
  });

  it('reloads in the background when the API disagrees with the stored set', async () => {
    const first = await loadAndStoreOnce();

    // An older response was deleted elsewhere: the total no longer adds up.
    const api = fakeApi(first.api.rows.filter((_, index) => index !== 90));
    const next = visit(api);
    next.store.open(FORM);
    await next.done();
    expect(ids(next.snap()?.rows)).toEqual(ids(api.rows));
    await stored(119);
  });

  it('never hands one key’s set to another key', async () => {
    await loadAndStoreOnce();

    current = KEY_B;
    const other = visit();
    other.store.open(FORM);
    await vi.waitFor(() => expect(other.api.requests.length).toBeGreaterThan(1));
    expect(other.snap()?.fromDevice).toBe(false);
    await other.done();
    expect(other.api.requests).toHaveLength(3);
  });

  it('writes nothing while the owner has not opted in', async () => {
    enabled = false;
    const { store, done, saved } = visit();
    store.open(FORM);
    await done();
    store.remove(FORM, [store.get(FORM)!.rows[0]!.id]);
    await saved();
    expect(await storedResponsesSummary()).toEqual({ forms: 0, responses: 0 });
  });

  it('keeps deletes made in Formdeck, and forgets a deleted form', async () => {
    const { store, snap, done } = visit();
    store.open(FORM);
    await done();
    store.remove(FORM, ids(snap()?.rows).slice(0, 5));
    await stored(115);
    store.forget(FORM);
    await stored(0);
  });

  it('forgets everything on this device at once', async () => {
    await loadAndStoreOnce();
    await forgetStoredResponses();
    expect(await storedResponsesSummary()).toEqual({ forms: 0, responses: 0 });
    expect(await rawRecords()).not.toContain('Person');
  });

  it('does not write for a key that was signed out meanwhile', async () => {
    const { store, saved } = await loadAndStoreOnce();
    current = null;
    await forgetStoredResponses();
    store.remove(FORM, ['s000001']);
    await saved();
    expect(await storedResponsesSummary()).toEqual({ forms: 0, responses: 0 });
  });
});
