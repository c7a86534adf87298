import { Button } from '@mantine/core';
import { IconPrinter, IconTable } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { FormPageHeading } from '@/components/form-page-heading';

type Props = {
  formId: string;
  responsesHref: string;
  /** More buttons beside Print (Share as a report). */
  actions?: ReactNode;
};

/** The form's name, the way back to its responses (same view), and Print / Save as PDF. */
export function SummaryHeader({ formId, responsesHref, actions }: Props) {
  return (
    <FormPageHeading
      formId={formId}
      subpage={{ name: 'Summary', formHref: responsesHref }}
      links={[{ to: responsesHref, label: 'Responses', icon: IconTable }]}
      actions={
        <>
          <Button
            variant="default"
            size="xs"
            leftSection={<IconPrinter size={14} />}
            onClick={() => window.print()}
          >
            Print / Save as PDF
          </Button>
          {actions}
        </>
      }
    />
  );
}
