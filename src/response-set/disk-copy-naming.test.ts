import 'fake-indexeddb/auto';
import Dexie from 'dexie';
import { fingerprint, forgetStoredResponses, storedResponsesSummary } from './disk-copy';

// Issue 27: the copies were named by the API key's plain SHA-256, which anyone reading the disk
// could test a guessed key against.

const KEY = 'fd_live_key_a';

const sha256 = async (text: string) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
    (byte) => byte.toString(16).padStart(2, '0'),
  ).join('');

/** The naming key as the browser stores it beside the copies. */
async function storedKeys(): Promise<unknown[]> {
  const db = await new Dexie('formdeck-responses').open();
  const keys = await db.table('keys').toArray();
  db.close();
  return keys;
}

afterEach(() => forgetStoredResponses());

describe('the name of a stored copy', () => {
  it('is not the key’s SHA-256, and is the same for the key each time in this browser', async () => {
    const name = await fingerprint(KEY);
    expect(name).toMatch(/^[0-9a-f]{64}$/);
    expect(name).not.toBe(await sha256(KEY));
    expect(await fingerprint(KEY)).toBe(name);
    expect(await fingerprint('fd_live_key_b')).not.toBe(name);
  });

  it('comes from a secret this browser made, that no script can read out', async () => {
    await fingerprint(KEY);
    const [record] = (await storedKeys()) as { key: CryptoKey }[];
    expect(record?.key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', record!.key)).rejects.toThrow();
  });

  it('differs from one browser (or one forgetting) to the next for the same key', async () => {
    const first = await fingerprint(KEY);
    await forgetStoredResponses();
    expect(await fingerprint(KEY)).not.toBe(first);
  });

  it('copies stored under the old unsalted name are deleted, not left behind', async () => {
    await forgetStoredResponses();
    const old = new Dexie('formdeck-responses');
    old.version(1).stores({ sets: 'id, owner', chunks: '[setId+index]' });
    const owner = `https://forms.example/v1 ${await sha256(KEY)}`;
    const setId = JSON.stringify([owner, 'f1']);
    await old.table('sets').put({ id: setId, owner, formId: 'f1', count: 1, chunks: 1 });
    await old.table('chunks').put({ setId, index: 0, rows: [{ id: 'sub_1' }] });
    expect(await old.table('sets').count()).toBe(1);
    old.close();

    expect(await storedResponsesSummary()).toEqual({ forms: 0, responses: 0 });
    const db = await new Dexie('formdeck-responses').open();
    expect(await db.table('chunks').count()).toBe(0);
    db.close();
  });
});
