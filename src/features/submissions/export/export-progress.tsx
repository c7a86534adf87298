import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { useThrottledState } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useEffect, useRef, useState } from 'react';
import type { SubmissionFilter } from '../../../api/schemas';
import { describeError } from '../../../components/error-state';
import type { ExportProgress as Progressed } from './fetch-all-submissions';
import type { ExportFormat } from './run-export';

type Props = {
  form: { id: string; name: string };
  filter: SubmissionFilter;
  format: ExportFormat;
  /** The total the table shows for this filter; lets the export start every request at once. */
  expectedTotal: number | undefined;
  close: () => void;
};

/** Runs an export while shown: pages and rows so far, and a Cancel that stops it at once. */
export function ExportProgressBody({ form, filter, format, expectedTotal, close }: Props) {
  // Every page repaints the dialog and the page under it; a few updates a second is enough.
  const [progress, setProgress] = useThrottledState<Progressed | null>(null, 250);
  const [error, setError] = useState<unknown>(null);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => {
    const abort = new AbortController();
    controller.current = abort;
    import('./run-export')
      .then(({ exportAll }) =>
        exportAll({
          form,
          filter,
          format,
          expectedTotal,
          signal: abort.signal,
          onProgress: setProgress,
        }),
      )
      .then(({ fileName, rows }) => {
        notifications.show({
          color: 'green',
          title: 'Export ready',
          message: `${new Intl.NumberFormat().format(rows)} submissions saved to ${fileName}`,
        });
        close();
      })
      .catch((failure: unknown) => {
        if (!abort.signal.aborted) setError(failure);
      });
    return () => abort.abort(new DOMException('Export cancelled', 'AbortError'));
  }, [form, filter, format, expectedTotal, close, setProgress]);

  const cancel = () => {
    controller.current?.abort(new DOMException('Export cancelled', 'AbortError'));
    notifications.show({ color: 'gray', title: 'Export cancelled', message: 'Nothing was saved.' });
    close();
  };
  const nf = new Intl.NumberFormat();
  const percent = progress ? (progress.pagesDone / progress.pages) * 100 : 0;

  return (
    <Stack>
      {/* Neither striped nor sliding: each frame of an animation repaints the page under the dialog. */}
      <Progress value={percent} transitionDuration={0} aria-label="Export progress" />
      <Text size="sm" aria-live="polite">
        {progress
          ? `Page ${nf.format(progress.pagesDone)} of ${nf.format(progress.pages)} · ` +
            `${nf.format(progress.rows)} of ${nf.format(progress.total)} submissions`
          : 'Starting…'}
      </Text>
      {error !== null && (
        <Alert color="red" role="alert" title="The export failed">
          {describeError(error)} Nothing was saved.
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={error ? close : cancel}>
          {error ? 'Close' : 'Cancel'}
        </Button>
      </Group>
    </Stack>
  );
}
