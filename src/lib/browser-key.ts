import type { EntityTable } from 'dexie';

/** A key as a database's `keys` table stores it (`keys: 'name'`). */
export type StoredKey = { name: string; key: CryptoKey };

/**
 * This browser's HMAC key called `name`: made once, random, stored in `keys` and never
 * extractable. The page can sign with it but no script can read it out, so what it signs cannot
 * be tested against a guessed value anywhere but in this browser.
 */
export async function browserKey(keys: EntityTable<StoredKey, 'name'>, name: string) {
  const found = await keys.get(name);
  if (found) return found.key;
  const created = await crypto.subtle.generateKey({ name: 'HMAC', hash: 'SHA-256' }, false, [
    'sign',
  ]);
  // Two tabs may make one at once: the first one stored is the one both use.
  return keys.db.transaction('rw', keys, async () => {
    const stored = await keys.get(name);
    if (stored) return stored.key;
    await keys.add({ name, key: created });
    return created;
  });
}

/** HMAC-SHA256 of `text` under `key`, in hex. */
export async function signText(key: CryptoKey, text: string): Promise<string> {
  const mac = await crypto.subtle.sign('HMAC', key, new TextEncoder().encode(text));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, '0')).join('');
}
