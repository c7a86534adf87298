import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeHtml } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormLookup } from '@/api/form-lookup';
import { codeDownload } from '@/lib/code-download';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import type { ResponseView } from '@/response-set/view';
import type { SummaryResult } from '@/features/summary/stats/compute-summary';
import type { OpenCrossTab } from '@/features/summary/cross-tab/cross-tab-words';

// The report's builder is downloaded when the button is pressed: the Summary never carries it.
const reportCode = codeDownload(() => import('./build-report'));

type Props = {
  formId: string;
  set: ResponseSetSnapshot | undefined;
  /** The view the Summary shows (its tab already the one a key without partials gets). */
  view: ResponseView;
  result: SummaryResult | null;
  crossTabs: readonly OpenCrossTab[];
};

/** Saves the Summary as shown as one HTML file that anyone can open without a key. */
export function ShareReportButton({ formId, set, view, result, crossTabs }: Props) {
  const { form } = useFormLookup(formId);
  const [saving, setSaving] = useState(false);
  const ready = set !== undefined && result !== null && result.summary.overview.responses > 0;

  const share = async () => {
    if (!ready) return;
    setSaving(true);
    const code = await reportCode.get().catch(() => null);
    setSaving(false);
    if (!code) {
      notifications.show({
        color: 'red',
        title: 'The report could not be made',
        message: 'Its code could not be downloaded. Check the connection and try again.',
      });
      return;
    }
    code.saveSummaryReport({
      form: { id: formId, name: form?.name ?? `Form ${formId}` },
      questions: set.questions,
      view,
      summary: result.summary,
      matching: result.matching,
      partialsVisible: set.scope !== 'completed',
      crossTabs,
      loading: set.complete ? null : { loaded: set.rows.length, total: set.total },
      madeAt: new Date(),
    });
  };

  return (
    <Button
      variant="default"
      size="xs"
      leftSection={<IconFileTypeHtml size={14} />}
      disabled={!ready}
      loading={saving}
      onClick={() => void share()}
    >
      Share as a report
    </Button>
  );
}
