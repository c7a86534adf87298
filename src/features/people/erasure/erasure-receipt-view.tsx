import { Alert, Badge, Button, Group, Paper, Stack, Table, Text, Title } from '@mantine/core';
import { IconDownload, IconPrinter } from '@tabler/icons-react';
import { ShownName } from '@/components/shown-name';
import { downloadFile } from '@/lib/download-file';
import { formatDateTime } from '@/lib/format-date';
import { revealInvisible } from '@/lib/reveal-invisible';
import { contactsText, isSeveral, severalCount } from '@/features/people/search/person-contacts';
import { erasedSummary } from './erasure-coverage';
import { type ErasureReceipt, receiptCounts } from './erasure-receipt';

const OUTCOME_COLORS = {
  erased: 'green',
  'already gone': 'gray',
  failed: 'red',
  'not sent': 'yellow',
} as const;

function download(receipt: ErasureReceipt) {
  const json = JSON.stringify(receipt, null, 2);
  downloadFile(
    new Blob([json], { type: 'application/json' }),
    `erasure-receipt-${receipt.at.slice(0, 10)}.json`,
  );
}

/** What an erasure did, shown at its end, to download or print for the person's answer. */
export function ErasureReceiptView({
  receipt,
  onDismiss,
}: {
  receipt: ErasureReceipt;
  onDismiss: () => void;
}) {
  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="erasure-receipt">
      <Stack gap="sm">
        <Group justify="space-between" gap="xs">
          <Title order={2} size="h3" id="erasure-receipt">
            Erasure receipt
          </Title>
          <Group gap="xs">
            <Button
              variant="default"
              size="xs"
              leftSection={<IconDownload size={14} />}
              onClick={() => download(receipt)}
            >
              Download (JSON)
            </Button>
            <Button
              variant="default"
              size="xs"
              leftSection={<IconPrinter size={14} />}
              onClick={() => window.print()}
            >
              Print
            </Button>
            <Button variant="subtle" size="xs" onClick={onDismiss}>
              Close
            </Button>
          </Group>
        </Group>
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          Searched for <ShownName name={receipt.searchedFor} /> ({receipt.matchedAs}); erased on{' '}
          {formatDateTime(receipt.at)} by{' '}
          {receipt.account ?? 'an account whose e-mail was not known'}: {receiptCounts(receipt)}.
        </Text>
        {receipt.partialsNotRead.length > 0 && (
          <Alert color="yellow" variant="light" title="Not complete">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {erasedSummary(
                receipt.items.filter((item) => item.outcome === 'erased').length,
                receipt.partialsNotRead.map((form) => revealInvisible(form.formName)),
              )}
              .
            </Text>
          </Alert>
        )}
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {isSeveral(receipt.contacts) ? `${severalCount(receipt.contacts)}: ` : ''}The e-mail
          addresses and phone numbers these submissions gave:{' '}
          <ShownName name={contactsText(receipt.contacts)} />.
        </Text>
        {/* Focusable, so that a keyboard can scroll it sideways on a phone: its names are whole. */}
        <Table.ScrollContainer
          minWidth={560}
          type="native"
          tabIndex={0}
          role="region"
          aria-label="Erased submissions"
        >
          <Table>
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Form</Table.Th>
                <Table.Th>Submitted</Table.Th>
                <Table.Th>Submission id</Table.Th>
                <Table.Th>Outcome</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {receipt.items.map((item) => (
                <Table.Tr key={`${item.formId}/${item.submissionId}`}>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>
                    <WholeName name={item.formName} />
                  </Table.Td>
                  <Table.Td style={{ whiteSpace: 'nowrap' }}>
                    {formatDateTime(item.submittedAt)}
                  </Table.Td>
                  <Table.Td style={{ overflowWrap: 'anywhere' }}>{item.submissionId}</Table.Td>
                  <Table.Td>
                    <Badge variant="light" color={OUTCOME_COLORS[item.outcome]}>
                      {item.outcome}
                    </Badge>
                    {item.message && (
                      <Text size="xs" c="red" style={{ overflowWrap: 'anywhere' }}>
                        {item.message}
                      </Text>
                    )}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
        <Title order={3} size="h5">
          These services may hold copies: ask them too
        </Title>
        {receipt.services === null ? (
          <Alert color="yellow" variant="light">
            The account’s webhooks could not be read: see the Webhooks page for the services these
            forms send their responses to.
          </Alert>
        ) : receipt.services.length === 0 ? (
          <Text size="sm" c="dimmed">
            None: these forms have no webhooks, so their responses were not sent on.
          </Text>
        ) : (
          <Stack gap={4} component="ul" style={{ margin: 0, paddingLeft: 20 }}>
            {receipt.services.map((service) => (
              <Text
                component="li"
                size="sm"
                key={`${service.formName}/${service.webhook}`}
                style={{ overflowWrap: 'anywhere' }}
              >
                <WholeName name={service.subscriber} /> at {service.targetHost} (webhook “
                <WholeName name={service.webhook} />” of “<WholeName name={service.formName} />”
                {service.enabled ? '' : ', disabled'})
              </Text>
            ))}
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}

/** A name in full: a receipt is a record of what was done, so no name in it is cut short. */
function WholeName({ name }: { name: string }) {
  return <bdi>{revealInvisible(name)}</bdi>;
}
