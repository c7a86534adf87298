import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { BulkDeleteError } from '@/api/bulk-delete-error';
import {
  type ErasureOutcome,
  eraseSubmissions,
  refKey,
  type SubmissionRef,
} from '@/api/erase-submissions';
import { personFingerprint } from '@/api/activity-log';
import { createPauseSwitch } from '@/api/pause-switch';
import { userQueries } from '@/api/users';
import { webhookQueries } from '@/api/webhooks';
import type { ConfirmDeleteOptions } from '@/components/confirm-delete-options';
import { responseSetActions } from '@/response-set/use-response-set';
import type { Contacts } from '@/features/people/search/person-contacts';
import type { NamedForm } from './erasure-coverage';
import { buildReceipt, type ErasureReceipt } from './erasure-receipt';

export type ErasableRef = SubmissionRef & { submittedAt: string };

async function readOrNull<T>(read: () => Promise<T>): Promise<T | null> {
  try {
    return await read();
  } catch {
    return null;
  }
}

export type ErasureRun = Required<Pick<ConfirmDeleteOptions, 'onConfirm' | 'pause'>>;

/**
 * Erases a person's submissions and writes the receipt. `onConfirm` is what the confirmation calls:
 * the first time with every selected submission, after a failure with the ones left (a retry
 * sends only those); the receipt covers the whole erasure, whatever its runs.
 */
export function useErasePerson() {
  const queryClient = useQueryClient();
  const [receipt, setReceipt] = useState<ErasureReceipt | null>(null);
  // Whom the receipt is for (personIdentifier), so that their search can say they were erased.
  const [erasedPerson, setErasedPerson] = useState<string | null>(null);

  function start(
    person: {
      searchedFor: string;
      matchedAs: string;
      identifier: string;
      contacts: Contacts;
      /** Forms whose partial submissions the search could not read, for the receipt to say so. */
      partialsNotRead: readonly NamedForm[];
    },
    refs: readonly ErasableRef[],
  ): ErasureRun {
    const { searchedFor, matchedAs, contacts, partialsNotRead } = person;
    const outcomes = new Map<string, ErasureOutcome>();
    let left: readonly ErasableRef[] = refs;
    const pause = createPauseSwitch();
    setReceipt(null);

    const onConfirm = async (reportProgress: (done: number, total: number) => void) => {
      const already = refs.length - left.length;
      const fingerprint = await readOrNull(() => personFingerprint(person.identifier));
      try {
        await eraseSubmissions(queryClient, {
          refs: left,
          outcomes,
          onProgress: (done) => reportProgress(already + done, refs.length),
          onDeleted: (ref) => responseSetActions.remove(ref.formId, [ref.submissionId]),
          ...(fingerprint ? { person: fingerprint } : {}),
          pause,
        });
        left = [];
      } catch (error) {
        if (error instanceof BulkDeleteError) {
          const remaining = new Set(error.remaining);
          left = left.filter((ref) => remaining.has(refKey(ref)));
        }
        throw error;
      } finally {
        const [account, webhooks] = await Promise.all([
          readOrNull(() => queryClient.ensureQueryData(userQueries.me())),
          readOrNull(() => queryClient.fetchQuery(webhookQueries.account())),
        ]);
        setErasedPerson(person.identifier);
        setReceipt(
          buildReceipt({
            searchedFor,
            matchedAs,
            contacts,
            at: new Date(),
            account: account?.email ?? null,
            refs,
            outcomes,
            webhooks,
            partialsNotRead,
          }),
        );
      }
    };
    return { onConfirm, pause };
  }

  return { receipt, erasedPerson, start, dismiss: () => setReceipt(null) };
}
