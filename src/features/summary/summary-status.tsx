import { Group, Loader, Progress, Text } from '@mantine/core';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import { formatCount } from './format';

/**
 * How loading the form's responses stands, in one line: the summary covers what is loaded so
 * far. (The submissions page has the controls: Pause, Resume, Refresh.)
 */
export function SummaryStatus({ set }: { set: ResponseSetSnapshot | undefined }) {
  if (set?.complete && set.phase.kind === 'complete') return null;
  const loaded = set ? formatCount(set.rows.length) : '0';
  const of =
    set?.total !== null && set?.total !== undefined && set.total > set.rows.length
      ? ` of ${formatCount(set.total)}`
      : '';
  const phase = set?.phase;
  const trouble = phase?.kind === 'failed' || phase?.kind === 'stalled' ? phase.message : null;
  const share = set?.total ? Math.min(100, (set.rows.length / set.total) * 100) : 0;
  return (
    <Group gap="xs" wrap="nowrap">
      {!trouble && <Loader size={14} aria-hidden />}
      <Text size="sm" c={trouble ? 'red' : 'dimmed'} role="status">
        {trouble
          ? `${trouble} The summary covers the ${loaded} responses loaded.`
          : `Loading responses: ${loaded}${of} — the summary covers those loaded so far`}
      </Text>
      <Progress value={share} size="sm" w={120} aria-hidden style={{ flexShrink: 0 }} />
    </Group>
  );
}
