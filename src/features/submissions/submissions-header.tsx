import { Anchor, Breadcrumbs, Button, Group, Skeleton, Stack, Text, Title } from '@mantine/core';
import { IconWebhook } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useFormLookup } from '@/api/form-lookup';

export function SubmissionsHeader({ formId }: { formId: string }) {
  const { form, isPending } = useFormLookup(formId);
  const title = form?.name ?? `Form ${formId}`;
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
    </Stack>
  );
}
