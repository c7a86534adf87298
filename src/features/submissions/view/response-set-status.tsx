import { Button, Group, Loader, Progress, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconPlayerPause, IconPlayerPlay, IconRefresh } from '@tabler/icons-react';
import { memo, useEffect, useState } from 'react';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';

type Props = {
  set: ResponseSetSnapshot;
  onPause: () => void;
  onResume: () => void;
  onRefresh: () => void;
  onShowNew: () => void;
};

const nf = new Intl.NumberFormat();

function useSecondsUntil(until: number | undefined): number {
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    if (until === undefined) return;
    interval.start();
    return interval.stop;
  }, [until, interval]);
  return until === undefined ? 0 : Math.max(0, Math.ceil((until - now) / 1000));
}

/**
 * Where loading the form's responses stands, with the one control that fits the moment.
 * Memoized: it changes with the set, not with the view (given stable handlers).
 */
export const ResponseSetStatus = memo(function ResponseSetStatus({
  set,
  onPause,
  onResume,
  onRefresh,
  onShowNew,
}: Props) {
  const { phase, rows, total, newRows } = set;
  const seconds = useSecondsUntil(phase.kind === 'rateLimited' ? phase.until : undefined);
  const loaded = nf.format(rows.length);
  const of = total !== null && total > rows.length ? ` of ${nf.format(total)}` : '';
  const share = total ? Math.min(100, (rows.length / total) * 100) : 0;

  const text: Record<typeof phase.kind, string> = {
    loading: `Loading responses: ${loaded}${of}`,
    rateLimited: `Rate limited — resuming in ${seconds} s (${loaded}${of} loaded)`,
    offline: `Offline — loading resumes when you are back online (${loaded}${of} loaded)`,
    paused: `Paused: ${loaded}${of} responses loaded`,
    stalled: phase.kind === 'stalled' ? `${phase.message} Loading stopped at ${loaded}${of}.` : '',
    failed:
      phase.kind === 'failed'
        ? `Could not load every response: ${phase.message} ${loaded} kept.`
        : '',
    complete:
      set.fromDevice && !set.reloading
        ? `Loaded ${loaded} responses from this device, checking for new responses…`
        : `All ${loaded} responses loaded${set.reloading ? ' — reloading in the background' : ''}`,
  };

  return (
    // One small line of the toolbar: the table gets the height.
    <Group gap="xs" wrap="wrap">
      <Group gap={6} wrap="nowrap" miw={0}>
        {phase.kind === 'loading' && <Loader size={14} aria-hidden />}
        <Text
          size="xs"
          c={phase.kind === 'failed' || phase.kind === 'stalled' ? 'red' : 'dimmed'}
          role="status"
        >
          {text[phase.kind]}
        </Text>
        {!set.complete && (
          <Progress value={share} size="sm" w={80} aria-hidden style={{ flexShrink: 0 }} />
        )}
      </Group>
      <Group gap={4} wrap="nowrap">
        {newRows.length > 0 && (
          <Button size="compact-xs" variant="light" onClick={onShowNew}>
            {nf.format(newRows.length)} new response{newRows.length === 1 ? '' : 's'}
          </Button>
        )}
        {phase.kind === 'loading' || phase.kind === 'rateLimited' || phase.kind === 'offline' ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlayerPause size={14} />}
            onClick={onPause}
          >
            Pause
          </Button>
        ) : phase.kind === 'complete' ? (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconRefresh size={14} />}
            onClick={onRefresh}
            loading={set.reloading}
          >
            Refresh
          </Button>
        ) : (
          <Button
            size="compact-xs"
            variant="subtle"
            leftSection={<IconPlayerPlay size={14} />}
            onClick={onResume}
          >
            {phase.kind === 'failed' ? 'Try again' : 'Resume'}
          </Button>
        )}
      </Group>
    </Group>
  );
});
