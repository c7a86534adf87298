import { Anchor, Breadcrumbs, Button, Group, Stack, Text, Title } from '@mantine/core';
import { IconPrinter, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFormLookup } from '@/api/form-lookup';

type Props = {
  formId: string;
  responsesHref: string;
  /** More buttons beside Print (Share as a report). */
  actions?: ReactNode;
};

/** The form's name, the way back to its responses (same view), and Print / Save as PDF. */
export function SummaryHeader({ formId, responsesHref, actions }: Props) {
  const { form, isPending } = useFormLookup(formId);
  const title = form?.name ?? `Form ${formId}`;
  return (
    <Stack gap={4}>
      <Breadcrumbs>
        <Anchor component={Link} to="/forms">
          Forms
        </Anchor>
        <Anchor component={Link} to={responsesHref}>
          {isPending ? 'Loading…' : title}
        </Anchor>
        <Text size="sm">Summary</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end" gap="sm">
        <Title order={1} style={{ overflowWrap: 'anywhere' }}>
          {isPending ? 'Summary' : `${title}: summary`}
        </Title>
        <Group gap="xs">
          <Button
            component={Link}
            to={responsesHref}
            variant="default"
            size="xs"
            leftSection={<IconTable size={14} />}
          >
            Responses
          </Button>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={14} />}
            onClick={() => window.print()}
          >
            Print / Save as PDF
          </Button>
          {actions}
        </Group>
      </Group>
    </Stack>
  );
}
