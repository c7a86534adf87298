import { Stack } from '@mantine/core';
import { IconChartBar, IconWebhook } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormPageHeading } from '@/components/form-page-heading';
import { formWebhooksPath, summaryPath } from '@/lib/id-route';
import { useResponseViewParams } from '@/response-set/use-response-view-params';
import { writeView } from '@/response-set/view-url';
import { FormWebhooksLine } from './form-webhooks-line';

/** The form's name, its links, and beside the name what the page puts there (the tabs). */
export function FormHeading({ formId, children }: { formId: string; children?: ReactNode }) {
  // The Summary of the same view: its tab, search and filters, not the table's page.
  const view = writeView(new URLSearchParams(), useResponseViewParams().view).toString();
  const summaryHref = `${summaryPath(formId)}${view ? `?${view}` : ''}`;
  return (
    <Stack gap={2}>
      <FormPageHeading
        formId={formId}
        links={[
          { to: summaryHref, label: 'Summary', icon: IconChartBar },
          { to: formWebhooksPath(formId), label: 'Webhooks of this form', icon: IconWebhook },
        ]}
      >
        {children}
      </FormPageHeading>
      <FormWebhooksLine formId={formId} />
    </Stack>
  );
}
