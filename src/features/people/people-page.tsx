import { Button, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useMemo, useState } from 'react';
import { formQueries } from '@/api/forms';
import type { Form } from '@/api/schemas';
import { EmptyState } from '@/components/empty-state';
import { ErrorState } from '@/components/error-state';
import { PageLoading } from '@/components/page-loading';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import { useAccountResponseSets } from '@/response-set/use-account-response-sets';
import { ErasureReceiptView } from './erasure/erasure-receipt-view';
import { LoadingProgress } from './loading-progress';
import { PersonResults } from './search/person-results';
import {
  describePersonQuery,
  parsePersonQuery,
  personIdentifier,
  type PersonQuery,
} from './search/person-query';
import { useErasePerson } from './erasure/use-erase-person';

/**
 * A refresh (e.g. of this device's copy) holds what it found apart, for a form's page to show on
 * request; a person is searched in every response held.
 */
function withNewRows(set: ResponseSetSnapshot | undefined): ResponseSetSnapshot | undefined {
  return set && set.newRows.length > 0 ? { ...set, rows: [...set.newRows, ...set.rows] } : set;
}

function PeopleSearch({ forms }: { forms: Form[] }) {
  const [text, setText] = useState('');
  const [query, setQuery] = useState<PersonQuery | undefined>(undefined);
  // The text the query was read from, as the owner typed it.
  const [typed, setTyped] = useState('');
  const eraser = useErasePerson();
  const ids = useMemo(() => forms.map((form) => form.id), [forms]);
  const snapshots = useAccountResponseSets(ids);
  const sets = useMemo(
    () => forms.map((form, index) => ({ form, set: withNewRows(snapshots[index]) })),
    [forms, snapshots],
  );
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setQuery(parsePersonQuery(text));
    setTyped(text.trim());
  };

  return (
    <Stack gap="md">
      <form onSubmit={submit} role="search">
        <Group align="flex-end" gap="xs" wrap="nowrap">
          <TextInput
            label="E-mail address, phone number or name"
            value={text}
            onChange={(event) => setText(event.currentTarget.value)}
            leftSection={<IconSearch size={16} />}
            autoComplete="off"
            style={{ flex: 1, minWidth: 0 }}
          />
          <Button type="submit">Find</Button>
        </Group>
      </form>
      <LoadingProgress sets={sets} />
      {eraser.receipt && <ErasureReceiptView receipt={eraser.receipt} onDismiss={eraser.dismiss} />}
      {query ? (
        <PersonResults
          // A new search starts with nothing selected.
          key={JSON.stringify(query)}
          query={query}
          typed={typed}
          sets={sets}
          erasedNow={
            eraser.receipt && eraser.erasedPerson === personIdentifier(query)
              ? eraser.receipt.items.filter(
                  (item) => item.outcome !== 'failed' && item.outcome !== 'not sent',
                ).length
              : null
          }
          startErase={(refs, contacts, partialsNotRead) =>
            eraser.start(
              {
                searchedFor: typed,
                matchedAs: describePersonQuery(query),
                identifier: personIdentifier(query),
                contacts,
                partialsNotRead,
              },
              refs,
            )
          }
        />
      ) : (
        <Text size="sm" c="dimmed">
          Type what the person gave you and press Find: every form is searched in this browser.
        </Text>
      )}
    </Stack>
  );
}

export function PeoplePage() {
  const { data: forms, error, refetch } = useQuery(formQueries.account());
  return (
    <Stack gap="md" maw={960}>
      <div>
        <Title order={1}>People</Title>
        <Text c="dimmed" size="sm">
          Find one person’s submissions across every form, for example to answer a request for their
          data. What you type stays in this tab: it is not put in the address bar.
        </Text>
      </div>
      {forms ? (
        forms.length === 0 ? (
          <EmptyState title="This account has no forms yet">
            Forms created in the form service appear here, and their responses are searched.
          </EmptyState>
        ) : (
          <PeopleSearch forms={forms} />
        )
      ) : error ? (
        <ErrorState error={error} title="Could not load the forms" onRetry={() => refetch()} />
      ) : (
        <PageLoading />
      )}
    </Stack>
  );
}
