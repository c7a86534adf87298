import type { Credentials } from '@/api/client';
import type { Question, Submission } from '@/api/schemas';
import { signText } from '@/lib/browser-key';
import type { SubmissionFilter } from '@/contract/list-queries';

/** A form's complete response set as stored on this device, with what a refresh needs to verify it. */
export type StoredResponseSet = {
  scope: SubmissionFilter;
  questions: Question[];
  rows: readonly Submission[];
  total: number | null;
  /** The store's `totalBias` at the last full load: the refresh's check of the total needs it. */
  totalBias: number;
  savedAt: number;
};

/** The store's way to the disk: for the key in use only, and only while the owner opted in. */
export type DiskCopy = {
  load: (formId: string) => Promise<StoredResponseSet | undefined>;
  /** Resolves once the set is written, or found not to be stored; never rejects. */
  save: (formId: string, set: Omit<StoredResponseSet, 'savedAt'>) => Promise<void>;
  forget: (formId: string) => void;
};

// Dexie is downloaded only once something is stored or forgotten: off (the default) costs nothing.
const database = () => import('./response-set-disk');

/**
 * The key as the records name it: HMAC-SHA256 under this browser's own secret key (see
 * `namingKey`), so that neither the key nor a hash anyone could test a guess against reaches
 * the disk.
 */
export async function fingerprint(apiKey: string): Promise<string> {
  return signText(await (await database()).namingKey(), apiKey);
}

let owners = new WeakMap<Credentials, Promise<string>>();

function ownerOf(credentials: Credentials): Promise<string> {
  let owner = owners.get(credentials);
  if (!owner) {
    owner = fingerprint(credentials.apiKey).then((hash) => `${credentials.baseUrl} ${hash}`);
    owners.set(credentials, owner);
  }
  return owner;
}

// Without IndexedDB (some private windows, page tests) nothing is stored: the set stays in memory.
const quietly = (work: Promise<unknown>) =>
  work.then(
    () => undefined,
    () => undefined,
  );

export function createDiskCopy(options: {
  credentials: () => Credentials | null;
  enabled: () => boolean;
}): DiskCopy {
  /** Whose records to use, or null: opted out, signed out, or another key arrived meanwhile. */
  async function owner(): Promise<string | null> {
    const credentials = options.credentials();
    if (!credentials || !options.enabled()) return null;
    const id = await ownerOf(credentials);
    return options.credentials() === credentials ? id : null;
  }

  return {
    async load(formId) {
      if (!options.enabled()) return undefined;
      const disk = await database();
      const id = await owner();
      return id ? disk.readSet(id, formId).catch(() => undefined) : undefined;
    },
    save(formId, set) {
      if (!options.enabled()) return Promise.resolve();
      return quietly(
        database().then(async (disk) => {
          const id = await owner();
          if (id) await disk.writeSet(id, formId, { ...set, savedAt: Date.now() });
        }),
      );
    },
    forget(formId) {
      if (!options.enabled()) return;
      void quietly(
        database().then(async (disk) => {
          const id = await owner();
          if (id) await disk.forgetSet(id, formId);
        }),
      );
    },
  };
}

/** Every set stored on this device, for every key: sign out, a 401, "Forget", the switch off. */
export function forgetStoredResponses(): Promise<void> {
  // The naming key goes with the sets: names made with it are no longer found.
  owners = new WeakMap();
  return database()
    .then((disk) => disk.forgetAllSets())
    .catch(() => undefined);
}

export type StoredSummary = { forms: number; responses: number };

/** What is stored on this device, or null when the browser offers no IndexedDB. */
export async function storedResponsesSummary(): Promise<StoredSummary | null> {
  const disk = await database();
  return disk.summary().catch(() => null);
}
