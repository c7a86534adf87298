import { Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconWebhook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { useFormLookup } from '@/api/form-lookup';
import { displayText } from '@/lib/display-text';
import { formWebhooksPath, summaryPath } from '@/lib/id-route';
import { useResponseViewParams } from '@/response-set/use-response-view-params';
import { writeView } from '@/response-set/view-url';
import { FormWebhooksLine } from './form-webhooks-line';

/** The form's name, its links, and beside the name what the page puts there (the tabs). */
export function FormHeading({ formId, children }: { formId: string; children?: ReactNode }) {
  const { form, isPending } = useFormLookup(formId);
  const title = form ? displayText(form.name) : `Form ${formId}`;
  // The Summary of the same view: its tab, search and filters, not the table's page.
  const view = writeView(new URLSearchParams(), useResponseViewParams().view).toString();
  const summaryHref = `${summaryPath(formId)}${view ? `?${view}` : ''}`;
  return (
    <Stack gap={2}>
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Breadcrumbs miw={0} maw="100%">
          <Anchor component={Link} to="/forms" size="sm">
            Forms
          </Anchor>
          <Text size="sm" truncate="end">
            {isPending ? 'Loading…' : title}
          </Text>
        </Breadcrumbs>
        <Group gap="xs">
          <Button
            component={Link}
            to={summaryHref}
            variant="default"
            size="compact-sm"
            leftSection={<IconChartBar size={14} />}
          >
            Summary
          </Button>
          <Button
            component={Link}
            to={formWebhooksPath(formId)}
            variant="default"
            size="compact-sm"
            leftSection={<IconWebhook size={14} />}
          >
            Webhooks of this form
          </Button>
        </Group>
      </Group>
      <Group gap="lg" align="flex-end" wrap="wrap">
        {isPending ? (
          <Skeleton height={32} width={280} aria-label="Loading form name" />
        ) : (
          // A name without spaces breaks anywhere rather than widen the page.
          <Title order={1} size="h2" miw={0} style={{ overflowWrap: 'anywhere' }}>
            {title}
          </Title>
        )}
        {children}
      </Group>
      <FormWebhooksLine formId={formId} />
    </Stack>
  );
}
