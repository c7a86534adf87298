import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { useSyncExternalStore } from 'react';
import { describeError } from '@/components/error-state';
import { ExportCodeError } from '@/features/submissions/export/export-code';
import type { ExportPause } from '@/features/submissions/export/files/export-file';
import type { ExportJob } from '@/features/submissions/export/export-job';

type Props = {
  job: ExportJob;
  close: () => void;
  /** False for rows the page already holds: nothing is fetched, only written. */
  fetching: boolean;
};

const nf = new Intl.NumberFormat();

function pauseText(pause: ExportPause): string {
  switch (pause.kind) {
    case 'rateLimited':
      return 'Paused: the API asked to wait. The export goes on by itself.';
    case 'offline':
      return 'Paused: you are offline. The export goes on when the connection is back.';
    case 'stalled':
      return `Paused: the API keeps failing (${pause.message}).`;
  }
}

/** An export's pages and rows so far, a Cancel that stops it at once, and what it fetched. */
export function ExportProgressBody({ job, close, fetching }: Props) {
  const { progress, pause, error, stopped, loaded } = useSyncExternalStore(
    job.subscribe,
    job.getSnapshot,
  );
  const ended = stopped || error !== null;

  const cancelled = () => {
    notifications.show({ color: 'gray', title: 'Export cancelled', message: 'Nothing was saved.' });
    close();
  };
  // With rows fetched, the dialog stays to offer them; without, it goes at once.
  const cancel = () => {
    job.cancel();
    void job.result.catch(() => {
      if (!job.getSnapshot().stopped) cancelled();
    });
  };
  const saveLoaded = () => {
    const file = job.saveLoaded();
    if (file) {
      notifications.show({
        color: 'green',
        title: 'Export saved',
        message: `${nf.format(file.rows)} submissions saved to ${file.fileName}`,
      });
    }
    close();
  };
  const percent = progress ? (progress.pagesDone / progress.pages) * 100 : 0;
  const saveLabel = `Save the ${nf.format(loaded)} loaded so far`;

  return (
    <Stack>
      {/* Neither striped nor sliding: each frame of an animation repaints the page under the dialog. */}
      <Progress value={percent} transitionDuration={0} aria-label="Export progress" />
      <Text size="sm" aria-live="polite">
        {!progress
          ? 'Starting…'
          : fetching
            ? `Page ${nf.format(progress.pagesDone)} of ${nf.format(progress.pages)} · ` +
              `${nf.format(progress.rows)} of ${nf.format(progress.total)} submissions`
            : `${nf.format(progress.rows)} of ${nf.format(progress.total)} submissions written`}
      </Text>
      {pause && (
        <Alert color="yellow" role="status" title="Waiting">
          {pauseText(pause)}
          {pause.kind === 'stalled' && (
            <Button mt="xs" size="xs" variant="light" onClick={job.retry}>
              Try again
            </Button>
          )}
        </Alert>
      )}
      {error !== null && (
        <Alert color="red" role="alert" title="The export failed">
          {error instanceof ExportCodeError ? error.message : describeError(error)}{' '}
          {loaded > 0 ? 'What was loaded can still be saved.' : 'Nothing was saved.'}
        </Alert>
      )}
      {stopped && (
        <Text size="sm">
          Export stopped after {nf.format(loaded)} submissions. Save them, or discard them.
        </Text>
      )}
      <Group justify="flex-end">
        {ended && loaded > 0 && <Button onClick={saveLoaded}>{saveLabel}</Button>}
        {stopped ? (
          <Button variant="default" onClick={cancelled}>
            Discard
          </Button>
        ) : (
          <Button variant="default" onClick={ended ? close : cancel}>
            {ended ? 'Close' : 'Cancel'}
          </Button>
        )}
      </Group>
    </Stack>
  );
}
