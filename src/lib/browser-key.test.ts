import Dexie, { type EntityTable } from 'dexie';
import { browserKey, signText, type StoredKey } from './browser-key';

class KeyDatabase extends Dexie {
  keys!: EntityTable<StoredKey, 'name'>;
  constructor() {
    super('browser-key-test');
    this.version(1).stores({ keys: 'name' });
  }
}

let db: KeyDatabase;
beforeEach(() => {
  db = new KeyDatabase();
});
afterEach(() => db.delete());

const sha256 = async (text: string) =>
  Array.from(
    new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))),
    (byte) => byte.toString(16).padStart(2, '0'),
  ).join('');

describe('browserKey', () => {
  it('signs a text the same way each time, and other texts otherwise', async () => {
    const signed = await signText(await browserKey(db.keys, 'naming'), 'fd_live_key_a');
    expect(signed).toMatch(/^[0-9a-f]{64}$/);
    expect(signed).not.toBe(await sha256('fd_live_key_a'));
    expect(await signText(await browserKey(db.keys, 'naming'), 'fd_live_key_a')).toBe(signed);
    expect(await signText(await browserKey(db.keys, 'naming'), 'fd_live_key_b')).not.toBe(signed);
  });

  it('stores one key a name, that no script can read out', async () => {
    await browserKey(db.keys, 'naming');
    const [record, ...others] = await db.keys.toArray();
    expect(others).toEqual([]);
    expect(record?.name).toBe('naming');
    expect(record?.key.extractable).toBe(false);
    await expect(crypto.subtle.exportKey('raw', record!.key)).rejects.toThrow();
  });

  it('gives two callers at once the same key', async () => {
    const [first, second] = await Promise.all([
      browserKey(db.keys, 'person'),
      browserKey(db.keys, 'person'),
    ]);
    expect(await signText(first, 'ann@acme.example')).toBe(
      await signText(second, 'ann@acme.example'),
    );
    expect(await db.keys.count()).toBe(1);
  });

  it('keeps a key a name, and a new one once the database is gone', async () => {
    const naming = await signText(await browserKey(db.keys, 'naming'), 'ann');
    const person = await signText(await browserKey(db.keys, 'person'), 'ann');
    expect(person).not.toBe(naming);
    await db.delete();
    db = new KeyDatabase();
    expect(await signText(await browserKey(db.keys, 'naming'), 'ann')).not.toBe(naming);
  });
});
