import { Button } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconFileTypeHtml } from '@tabler/icons-react';
import { useState } from 'react';
import { useFormLookup } from '@/api/form-lookup';
import { codeDownload } from '@/lib/code-download';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import type { ResponseView } from '@/response-set/view';
import type { ShownComparison } from '@/features/summary/compare/compare-figures';
import type { SummaryResult } from '@/features/summary/stats/compute-summary';
import type { OpenCrossTab } from '@/features/summary/cross-tab/cross-tab-words';
import { DEFAULT_CHOICES, type ReportChoices } from './report-choices';
import { ShareReportDialog } from './share-report-dialog';

// The report's builder is downloaded when the dialog opens: the Summary never carries it.
const reportCode = codeDownload(() => import('./build-report'));

type Props = {
  formId: string;
  set: ResponseSetSnapshot | undefined;
  /** The view the Summary shows (its tab already the one a key without partials gets). */
  view: ResponseView;
  result: SummaryResult | null;
  crossTabs: readonly OpenCrossTab[];
  /** "Compare with…" as the Summary shows it (null: none, or not worked out yet). */
  comparison?: ShownComparison | null;
  /** A comparison is chosen, whether or not it is shown yet. */
  comparing?: boolean;
};

/**
 * Saves the Summary as shown as one HTML file that anyone can open without a key, after the
 * owner has chosen, in a dialog, what it shows.
 */
export function ShareReportButton(props: Props) {
  const { formId, set, view, result, crossTabs, comparison = null, comparing = false } = props;
  const { form } = useFormLookup(formId);
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  // Kept while the page is open: a second report is usually the first one again.
  const [choices, setChoices] = useState<ReportChoices>(DEFAULT_CHOICES);
  const ready = set !== undefined && result !== null && result.summary.overview.responses > 0;
  const formName = form?.name ?? `Form ${formId}`;

  const open = () => {
    setOpened(true);
    // Downloaded while the owner chooses, so that Save writes the file at once.
    void reportCode.get().catch(() => null);
  };

  const save = async () => {
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
      form: { id: formId, name: formName },
      questions: set.questions,
      view,
      summary: result.summary,
      matching: result.matching,
      partialsVisible: set.scope !== 'completed',
      crossTabs,
      comparison,
      choices,
      loading: set.complete ? null : { loaded: set.rows.length, total: set.total },
      madeAt: new Date(),
    });
    setOpened(false);
  };

  return (
    <>
      <Button
        variant="default"
        size="xs"
        leftSection={<IconFileTypeHtml size={14} />}
        disabled={!ready}
        onClick={open}
      >
        Share as a report
      </Button>
      {opened && ready && (
        <ShareReportDialog
          formName={formName}
          questions={set.questions}
          view={view}
          summary={result.summary}
          partialsVisible={set.scope !== 'completed'}
          crossTabs={crossTabs}
          comparison={comparison}
          comparing={comparing}
          choices={choices}
          onChoicesChange={setChoices}
          saving={saving}
          onSave={() => void save()}
          onClose={() => setOpened(false)}
        />
      )}
    </>
  );
}
