import { Alert, Button, Checkbox, Group, Stack, Text, Title } from '@mantine/core';
import { IconDownload, IconTrash } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { refKey } from '@/api/erase-submissions';
import { activityQueries, erasuresOf } from '@/api/activity-log';
import type { Submission } from '@/api/schemas';
import { userQueries } from '@/api/users';
import { confirmDelete } from '@/components/confirm-delete';
import { EmptyState } from '@/components/empty-state';
import { ShownName } from '@/components/shown-name';
import { downloadFile } from '@/lib/download-file';
import { formatDateTime } from '@/lib/format-date';
import { revealInvisible } from '@/lib/reveal-invisible';
import { number, plural } from '@/features/people/counting';
import { countFound, findPerson, type FormWithMatches, type SearchedForm } from './find-person';
import { FormResults, type Selection } from './form-results';
import type { FormSet } from '@/features/people/loading-progress';
import { type ExportedForm, personHtml, personJson } from '@/features/people/person-export';
import {
  type Contacts,
  contactsText,
  groupByContacts,
  isSeveral,
  mergeContacts,
  severalCount,
} from './person-contacts';
import {
  describePersonQuery,
  parsePersonQuery,
  personIdentifier,
  type PersonQuery,
} from './person-query';
import type { ErasableRef, ErasureRun } from '@/features/people/erasure/use-erase-person';
import {
  erasedSummary,
  eraseNotOfferedReason,
  type NamedForm,
  partialsNotReadText,
  searchCoverage,
} from '@/features/people/erasure/erasure-coverage';

/** One found submission, as selected, exported and erased. */
type Entry = { ref: ErasableRef; submission: Submission; contacts: Contacts };

function entriesOf(found: readonly FormWithMatches[]): Entry[] {
  return found.flatMap((group) =>
    group.matches.map(({ submission, contacts }) => ({
      ref: {
        formId: group.formId,
        formName: group.formName,
        submissionId: submission.id,
        submittedAt: submission.created_at,
      },
      submission,
      contacts,
    })),
  );
}

/** Found submissions of some forms, the forms kept in their order. */
function onlyThese(found: readonly FormWithMatches[], keys: ReadonlySet<string>) {
  return found.flatMap((group) => {
    const matches = group.matches.filter(({ submission }) =>
      keys.has(refKey({ formId: group.formId, submissionId: submission.id })),
    );
    return matches.length > 0 ? [{ ...group, matches }] : [];
  });
}

type ResultsProps = {
  query: PersonQuery;
  /** What the owner typed, as the confirmation and the receipt name the person. */
  typed: string;
  sets: readonly FormSet[];
  /** What the confirmation runs to erase these submissions (see useErasePerson). */
  startErase: (
    refs: ErasableRef[],
    contacts: Contacts,
    partialsNotRead: readonly NamedForm[],
  ) => ErasureRun;
  /** How many of this person's submissions the erasure whose receipt is shown took away. */
  erasedNow: number | null;
};

export function PersonResults({ query, typed, sets, startErase, erasedNow }: ResultsProps) {
  const searched: SearchedForm[] = useMemo(
    () =>
      sets.flatMap(({ form, set }) =>
        set
          ? [{ formId: form.id, formName: form.name, questions: set.questions, rows: set.rows }]
          : [],
      ),
    [sets],
  );
  const found = useMemo(() => findPerson(query, searched), [query, searched]);
  const person = useMemo(() => entriesOf(found.person), [found]);
  const similar = useMemo(() => entriesOf(found.similar), [found]);
  const contacts = useMemo(() => mergeContacts(person.map((entry) => entry.contacts)), [person]);
  // Different addresses may be different people: the owner says whose, nothing is chosen for them.
  const several = isSeveral(contacts);
  const groups = useMemo(
    () => (several ? groupByContacts(person, (entry) => entry.contacts) : []),
    [several, person],
  );
  const [picked, setPicked] = useState<ReadonlySet<string>>(new Set());
  // Only what is still found counts: an erased submission leaves the selection with the results.
  const selected = [...person, ...similar].filter((entry) => picked.has(refKey(entry.ref)));
  const selection: Selection = {
    has: (key) => picked.has(key),
    toggle: (key) =>
      setPicked((now) => {
        const next = new Set(now);
        if (!next.delete(key)) next.add(key);
        return next;
      }),
  };
  /** Ticks or unticks a whole set of submissions (Select all, a group). */
  const pickAll = (entries: readonly Entry[], on: boolean) =>
    setPicked((now) => {
      const next = new Set(now);
      for (const entry of entries) {
        if (on) next.add(refKey(entry.ref));
        else next.delete(refKey(entry.ref));
      }
      return next;
    });
  const counts = countFound(found.person);
  const loading = sets.filter(({ set }) => !set?.complete).length;
  const coverage = useMemo(
    () =>
      searchCoverage(
        sets.map(({ form, set }) => ({
          formId: form.id,
          formName: form.name,
          complete: set?.complete ?? false,
          failed: set?.phase.kind === 'failed' || set?.phase.kind === 'stalled',
          completedOnly: set?.scope === 'completed',
        })),
      ),
    [sets],
  );
  // A form not searched may hold more of the person: Erase waits for every form.
  const notOffered = eraseNotOfferedReason(coverage);
  const notReadNames = coverage.partialsNotRead.map((form) => revealInvisible(form.formName));
  const notRead = partialsNotReadText(notReadNames);
  const byId = new Map(sets.map((entry) => [entry.form.id, entry.set]));
  const account = useQuery(userQueries.me()).data?.email ?? null;
  const identifier = personIdentifier(query);
  // In memory only, like the query itself; refreshed when an erasure writes the log.
  const erased = useQuery({
    queryKey: [...activityQueries.all(), 'person', identifier],
    queryFn: () => erasuresOf(identifier),
  }).data;
  // What the export covers: the selection, or everything found when it is one person's.
  const exported = selected.length > 0 ? selected : several ? [] : person;

  const exportAs = (kind: 'json' | 'html') => {
    const about = {
      searchedFor: typed,
      matchedAs: describePersonQuery(query),
      at: new Date(),
      account,
      contacts: mergeContacts(exported.map((entry) => entry.contacts)),
    };
    const byForm = new Map<string, ExportedForm & { submissions: Submission[] }>();
    for (const { ref, submission } of exported) {
      const form = byForm.get(ref.formId);
      if (form) form.submissions.push(submission);
      else
        byForm.set(ref.formId, {
          form: { id: ref.formId, name: ref.formName },
          questions: byId.get(ref.formId)?.questions ?? [],
          submissions: [submission],
        });
    }
    const forms = [...byForm.values()];
    const name = `person-data-${about.at.toISOString().slice(0, 10)}`;
    if (kind === 'json') {
      downloadFile(
        new Blob([personJson(about, forms)], { type: 'application/json' }),
        `${name}.json`,
      );
    } else {
      downloadFile(new Blob([personHtml(about, forms)], { type: 'text/html' }), `${name}.html`);
    }
  };

  const erase = () => {
    const forms = [...new Set(selected.map((entry) => entry.ref.formName))];
    const covered = mergeContacts(selected.map((entry) => entry.contacts));
    const submissions = plural(selected.length, 'submission', 'submissions');
    confirmDelete({
      title: isSeveral(covered)
        ? `Erase ${submissions} carrying ${severalCount(covered)}?`
        : `Erase ${submissions} of this person?`,
      message: (
        <Stack gap={6}>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            Every answer of the selected submissions is deleted from the form service, in{' '}
            {plural(forms.length, 'form', 'forms')}:{' '}
            {forms.map((name, index) => (
              <span key={name}>
                {index > 0 && ', '}
                <ShownName name={name} max={40} />
              </span>
            ))}
            . This cannot be undone.
          </Text>
          <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
            {isSeveral(covered) ? 'They may be different people. ' : ''}
            The e-mail addresses and phone numbers they give:{' '}
            <ShownName name={contactsText(covered)} />.
          </Text>
          {notRead && (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {notRead.charAt(0).toUpperCase() + notRead.slice(1)}: this key may not see them, so
              they are not erased.
            </Text>
          )}
          <Text size="sm">
            A receipt lists each submission and the services these forms send responses to.
          </Text>
        </Stack>
      ),
      confirmLabel: 'Erase',
      retryLabel: 'Retry the rest',
      typeToConfirm: typed,
      // The person however written: any case, "+49" or "0049", as the search matched them.
      isConfirmation: (text) => {
        const read = parsePersonQuery(text);
        return read !== undefined && personIdentifier(read) === identifier;
      },
      ...startErase(
        selected.map((entry) => entry.ref),
        covered,
        coverage.partialsNotRead,
      ),
    });
  };

  const formResults = (group: FormWithMatches, headingOrder: 2 | 3) => (
    <FormResults
      key={group.formId}
      group={group}
      query={query}
      questions={byId.get(group.formId)?.questions ?? []}
      completedOnly={byId.get(group.formId)?.scope === 'completed'}
      selection={selection}
      headingOrder={headingOrder}
    />
  );
  const allPicked = (entries: readonly Entry[]) =>
    entries.length > 0 && entries.every((entry) => picked.has(refKey(entry.ref)));
  const somePicked = (entries: readonly Entry[]) =>
    entries.some((entry) => picked.has(refKey(entry.ref)));

  return (
    <Stack gap="md">
      <Text fw={600} role="status">
        {counts.submissions === 0 && erasedNow !== null && notRead
          ? erasedSummary(erasedNow, notReadNames)
          : counts.submissions === 0 && erasedNow !== null
            ? `Erased: ${plural(erasedNow, 'submission', 'submissions')} of this person, listed in the receipt above; nothing else holds them`
            : counts.submissions === 0
              ? 'Not found in any form'
              : `Found in ${plural(counts.forms, 'form', 'forms')}: ${plural(counts.submissions, 'submission', 'submissions')}${counts.partial > 0 ? ` (${number(counts.partial)} partial)` : ''}`}
        {loading > 0 ? ` so far; ${plural(loading, 'form', 'forms')} still loading.` : '.'}
      </Text>
      <Text size="sm" c="dimmed">
        Matched as: {describePersonQuery(query)}.
      </Text>
      {erased && (
        <Alert variant="light" color="gray" title="Erased before">
          Erased from this browser on {formatDateTime(new Date(erased.at).toISOString())}:{' '}
          {plural(erased.submissions, 'submission', 'submissions')} in{' '}
          {plural(erased.forms, 'form', 'forms')}.
        </Alert>
      )}
      {counts.submissions === 0 && similar.length === 0 && loading === 0 && erasedNow === null && (
        <EmptyState title="No submission contains it">
          Check the spelling, or try the person’s e-mail address or phone number.
        </EmptyState>
      )}
      {several && (
        <Alert
          variant="light"
          color="yellow"
          title={`${severalCount(contacts)}: these may be different people`}
        >
          Nothing is selected for you: select the submissions of the person who asked. The export
          and the erasure name the e-mail addresses and phone numbers they cover.
        </Alert>
      )}
      {person.length + similar.length > 0 && (
        <Group gap="xs">
          <Text size="sm">
            {selected.length > 0
              ? `Export the ${number(selected.length)} selected:`
              : several
                ? 'Select the person’s submissions to export them:'
                : 'Export every submission found:'}
          </Text>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            disabled={exported.length === 0}
            onClick={() => exportAs('json')}
          >
            Data (JSON)
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconDownload size={14} />}
            disabled={exported.length === 0}
            onClick={() => exportAs('html')}
          >
            Readable document (HTML)
          </Button>
        </Group>
      )}
      {person.length + similar.length > 0 && (
        <Group justify="space-between" gap="xs">
          {!several && person.length > 0 ? (
            <Checkbox
              label={`Select all ${number(person.length)}`}
              checked={allPicked(person)}
              indeterminate={somePicked(person) && !allPicked(person)}
              onChange={() => pickAll(person, !allPicked(person))}
            />
          ) : (
            <span />
          )}
          <Group gap="xs" justify="flex-end" style={{ minWidth: 0 }}>
            {notOffered && (
              <Text
                size="sm"
                c="dimmed"
                id="person-erase-reason"
                style={{ overflowWrap: 'anywhere' }}
              >
                {notOffered}
              </Text>
            )}
            <Button
              color="red"
              variant="light"
              leftSection={<IconTrash size={16} />}
              disabled={selected.length === 0 || notOffered !== null}
              aria-describedby={notOffered ? 'person-erase-reason' : undefined}
              onClick={erase}
            >
              Erase {selected.length > 0 ? number(selected.length) : ''} selected…
            </Button>
          </Group>
        </Group>
      )}
      {several
        ? groups.map((group) => {
            const label = contactsText(group.contacts);
            const keys = new Set(group.items.map((entry) => refKey(entry.ref)));
            return (
              <Stack key={label} gap="sm" component="section" aria-label={label}>
                <Group justify="space-between" gap="xs" wrap="nowrap">
                  <Title order={2} size="h4" style={{ overflowWrap: 'anywhere', minWidth: 0 }}>
                    <ShownName name={label} />
                  </Title>
                  <Checkbox
                    label={
                      group.items.length === 1
                        ? 'Select this one'
                        : `Select these ${number(group.items.length)}`
                    }
                    aria-label={`Select the ${plural(group.items.length, 'submission', 'submissions')} of ${label}`}
                    checked={allPicked(group.items)}
                    indeterminate={somePicked(group.items) && !allPicked(group.items)}
                    onChange={() => pickAll(group.items, !allPicked(group.items))}
                    style={{ flexShrink: 0 }}
                  />
                </Group>
                {onlyThese(found.person, keys).map((form) => formResults(form, 3))}
              </Stack>
            );
          })
        : found.person.map((group) => formResults(group, 2))}
      {similar.length > 0 && (
        <Stack gap="sm" component="section" aria-labelledby="person-similar">
          <Title order={2} size="h4" id="person-similar">
            Similar, not included: {plural(similar.length, 'submission', 'submissions')}
          </Title>
          <Text size="sm" c="dimmed">
            These hold what you typed only inside a longer address, number or word. They are not
            part of Select all, the export or the erasure unless you tick one.
          </Text>
          {found.similar.map((group) => formResults(group, 3))}
        </Stack>
      )}
    </Stack>
  );
}
