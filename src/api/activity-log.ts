import { type QueryClient, queryOptions } from '@tanstack/react-query';
import { signText } from '@/lib/browser-key';
import { userQueries } from './users';

/** `erasure`: one person's submissions across forms, erased from the People page. */
export type ActivityKind = 'submission' | 'form' | 'webhook' | 'erasure';
/** What became of one id of a delete: a 404 means someone deleted it first. */
export type ItemOutcome = 'deleted' | 'already-gone' | 'failed' | 'not-sent';

export type ActivityItem = {
  id: string;
  /**
   * The form's or webhook's name, as the page showed it; an erased submission's form name; other
   * submissions have none.
   */
  name?: string;
  /** An erased submission's form (ids are unique within a form only). */
  form?: string;
  outcome: ItemOutcome;
  /** The API's message, for a failed delete. */
  message?: string;
};

/**
 * One user action that deleted something, as stored on this device. Ids, names and counts only:
 * never a respondent's answer.
 */
export type ActivityEntry = {
  id: number;
  /** When the action ended (while it runs, when it started), in ms since the epoch. */
  at: number;
  kind: ActivityKind;
  /** The e-mail of the account signed in (`GET /users/me`), when it was known. */
  account: string | null;
  /** The form the deleted submissions belonged to. */
  form?: { id: string; name?: string };
  /** For a person's erasure: their fingerprint (`personFingerprint`), never who they are. */
  person?: string;
  items: ActivityItem[];
};

/** What a delete run tells the log about the things it deletes, read from the query cache. */
export type DeletedThings = {
  kind: ActivityKind;
  nameOf?: (queryClient: QueryClient, id: string) => string | undefined;
  form?: (queryClient: QueryClient) => { id: string; name?: string };
  /** The fingerprint of the person whose data this deletes, for an erasure. */
  person?: string;
};

// Dexie is downloaded only once something is deleted or the Activity page opens.
const database = () => import('./activity-log-disk');

export const activityQueries = {
  all: () => ['activity'] as const,
  log: () =>
    queryOptions({
      queryKey: activityQueries.all(),
      queryFn: () => database().then((disk) => disk.readEntries()),
      // The log changes only through this tab's deletes, which refresh it themselves.
      staleTime: Infinity,
    }),
};

export function clearActivity(): Promise<void> {
  return database().then((disk) => disk.clearEntries());
}

async function signedInEmail(queryClient: QueryClient): Promise<string | null> {
  try {
    return (await queryClient.ensureQueryData(userQueries.me())).email;
  } catch {
    return null;
  }
}

export type ItemResult = Pick<ActivityItem, 'outcome' | 'message'>;

/** One delete run's entry in the log, written while the run goes on. */
export type DeleteRecord = {
  /** One item's outcome, written as it arrives. */
  write: (key: string, result: ItemResult) => void;
  /** The run has ended: its time is written; resolves once everything is. */
  finish: () => Promise<void>;
};

/**
 * Writes one entry for one delete run before its first DELETE, each id "not sent" unless
 * `known` says otherwise, then each outcome as it arrives (`write` takes the id).
 */
export function recordDeletes(
  queryClient: QueryClient,
  things: DeletedThings,
  ids: readonly string[],
  known: ReadonlyMap<string, ItemResult> = new Map(),
): DeleteRecord {
  // Names first, before the run's own refresh of the lists replaces what the page showed.
  const items = ids.map((id): ActivityItem => {
    const name = things.nameOf?.(queryClient, id);
    return {
      id,
      ...(name === undefined ? {} : { name }),
      ...(known.get(id) ?? { outcome: 'not-sent' }),
    };
  });
  const form = things.form?.(queryClient);
  return recordRun(
    queryClient,
    {
      kind: things.kind,
      ...(form ? { form } : {}),
      ...(things.person ? { person: things.person } : {}),
      items,
    },
    (item) => item.id,
  );
}

/**
 * Writes one entry for one run of a person's erasure, every form's submissions in it with
 * their outcomes as they arrive (`write` takes `keyOf` of an item); the person only as their
 * fingerprint.
 */
export function recordErasure(
  queryClient: QueryClient,
  person: string | undefined,
  items: readonly ActivityItem[],
  keyOf: (item: ActivityItem) => string,
): DeleteRecord {
  return recordRun(
    queryClient,
    { kind: 'erasure', ...(person ? { person } : {}), items: [...items] },
    keyOf,
  );
}

/**
 * Adds the entry at once, stamped with the account signed in, then writes each outcome as it
 * arrives: a tab closed or reloaded in the middle of a run leaves what was sent in the log.
 * Never rejects: without IndexedDB (some private windows) the delete still goes ahead, unlogged.
 */
function recordRun(
  queryClient: QueryClient,
  entry: Omit<ActivityEntry, 'id' | 'at' | 'account'>,
  keyOf: (item: ActivityItem) => string,
): DeleteRecord {
  const items = [...entry.items];
  const entryId = (async () => {
    if (typeof indexedDB === 'undefined') return undefined;
    const account = await signedInEmail(queryClient);
    const disk = await database();
    const id = await disk.addEntry({ ...entry, at: Date.now(), account, items: [...items] });
    await queryClient.invalidateQueries({ queryKey: activityQueries.all() });
    return id;
  })().catch(() => undefined);
  // One write at a time, in order: the last one holds every outcome.
  let writes: Promise<void> = entryId.then(() => undefined);
  const save = (changes: Partial<Omit<ActivityEntry, 'id'>>) => {
    writes = writes.then(async () => {
      const id = await entryId;
      if (id === undefined) return;
      try {
        await (await database()).updateEntry(id, changes);
        await queryClient.invalidateQueries({ queryKey: activityQueries.all() });
      } catch {
        // Not stored: the delete still went ahead.
      }
    });
  };
  return {
    write(key, result) {
      const index = items.findIndex((item) => keyOf(item) === key);
      const item = items[index];
      if (!item) return;
      const { id, name, form } = item;
      items[index] = {
        id,
        ...(name === undefined ? {} : { name }),
        ...(form === undefined ? {} : { form }),
        ...result,
      };
      save({ items: [...items] });
    },
    finish() {
      save({ at: Date.now(), items: [...items] });
      return writes;
    },
  };
}

/** The forms an entry deleted from: its own, or for an erasure each submission's. */
export function formsOf(entry: ActivityEntry): Set<string> {
  if (entry.form) return new Set([entry.form.id]);
  return new Set(entry.items.flatMap((item) => item.form ?? []));
}

/**
 * A person's identifier as the log may keep it: an HMAC with this browser's own key, so that
 * searching the same person again finds their erasure without the log saying who they are.
 */
export async function personFingerprint(identifier: string): Promise<string> {
  return signText(await (await database()).personKey(), identifier);
}

/** What this browser erased of a person: when last, and how many submissions in how many forms. */
export async function erasuresOf(
  identifier: string,
): Promise<{ at: number; submissions: number; forms: number } | null> {
  if (typeof indexedDB === 'undefined') return null;
  try {
    const disk = await database();
    const entries = await disk.readEntriesOfPerson(await personFingerprint(identifier));
    if (entries.length === 0) return null;
    const gone = entries.flatMap((entry) =>
      entry.items.filter((item) => item.outcome === 'deleted' || item.outcome === 'already-gone'),
    );
    return {
      at: Math.max(...entries.map((entry) => entry.at)),
      submissions: gone.length,
      forms: new Set(entries.flatMap((entry) => [...formsOf(entry)])).size,
    };
  } catch {
    return null;
  }
}
