import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { describeError } from '@/components/error-state';
import { ExportCodeError } from './export-code';
import type { ExportJob } from './export-job';

type Props = { job: ExportJob; close: () => void };

/** An export's pages and rows so far, and a Cancel that stops it at once. */
export function ExportProgressBody({ job, close }: Props) {
  const { progress, error } = useSyncExternalStore(job.subscribe, job.getSnapshot);

  const cancel = () => {
    job.cancel();
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
          {error instanceof ExportCodeError ? error.message : describeError(error)} Nothing was
          saved.
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
