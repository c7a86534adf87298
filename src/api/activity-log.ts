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
  /** When the action ended, in ms since the epoch. */
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

/**
 * Writes one entry for one delete run: each id with its outcome, those never sent as such.
 * Never rejects: without IndexedDB (some private windows) the delete still goes ahead, unlogged.
 */
export async function recordDeletes(
  queryClient: QueryClient,
  things: DeletedThings,
  ids: readonly string[],
  outcomes: ReadonlyMap<string, Omit<ActivityItem, 'id' | 'name'>>,
): Promise<void> {
  // Names first, before the run's own refresh of the lists replaces what the page showed.
  const items = ids.map((id): ActivityItem => {
    const name = things.nameOf?.(queryClient, id);
    return {
      id,
      ...(name === undefined ? {} : { name }),
      ...(outcomes.get(id) ?? { outcome: 'not-sent' }),
    };
  });
  const form = things.form?.(queryClient);
  await addEntry(queryClient, {
    kind: things.kind,
    ...(form ? { form } : {}),
    ...(things.person ? { person: things.person } : {}),
    items,
  });
}

/** Stores one entry, stamped now with the account signed in; never rejects (see above). */
async function addEntry(
  queryClient: QueryClient,
  entry: Omit<ActivityEntry, 'id' | 'at' | 'account'>,
): Promise<void> {
  if (typeof indexedDB === 'undefined') return;
  const account = await signedInEmail(queryClient);
  try {
    const disk = await database();
    await disk.addEntry({ at: Date.now(), account, ...entry });
    await queryClient.invalidateQueries({ queryKey: activityQueries.all() });
  } catch {
    // Not stored: the delete still went ahead.
  }
}

/**
 * Writes one entry for one run of a person's erasure, every form's submissions in it with
 * their outcomes; the person only as their fingerprint.
 */
export async function recordErasure(
  queryClient: QueryClient,
  person: string | undefined,
  items: readonly ActivityItem[],
): Promise<void> {
  await addEntry(queryClient, {
    kind: 'erasure',
    ...(person ? { person } : {}),
    items: [...items],
  });
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
