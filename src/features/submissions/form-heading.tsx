import { Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconChartBar, IconWebhook } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router-dom';
import { useFormLookup } from '@/api/form-lookup';
import { summaryPath } from '@/lib/id-route';
import { viewFromSearch, writeView } from '@/response-set/view-url';

export function FormHeading({ formId }: { formId: string }) {
  const { form, isPending } = useFormLookup(formId);
  const title = form?.name ?? `Form ${formId}`;
  // The Summary of the same view: its tab, search and filters, not the table's page.
  const view = writeView(
    new URLSearchParams(),
    viewFromSearch(new URLSearchParams(useLocation().search)),
  ).toString();
  const summaryHref = `${summaryPath(formId)}${view ? `?${view}` : ''}`;
  return (
    <Stack gap={4}>
      <Breadcrumbs>
        <Anchor component={Link} to="/forms">
          Forms
        </Anchor>
        <Text size="sm">{isPending ? 'Loading…' : title}</Text>
      </Breadcrumbs>
      <Group justify="space-between" align="flex-end">
        {isPending ? (
          <Skeleton height={34} width={280} aria-label="Loading form name" />
        ) : (
          <Title order={1}>{title}</Title>
        )}
        <Group gap="xs">
          <Button
            component={Link}
            to={summaryHref}
            variant="default"
            size="xs"
            leftSection={<IconChartBar size={14} />}
          >
            Summary
          </Button>
          <Button
            component={Link}
            to={`/webhooks?form_id=${encodeURIComponent(formId)}`}
            variant="default"
            size="xs"
            leftSection={<IconWebhook size={14} />}
          >
            Webhooks of this form
          </Button>
        </Group>
      </Group>
    </Stack>
  );
}
