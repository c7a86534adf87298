import { memo } from 'react';
import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Form } from '@/api/schemas';
import { ShownName } from '@/components/shown-name';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import { responseSetActions } from '@/response-set/use-response-set';
import { number, plural } from './counting';

export type FormSet = { form: Form; set: ResponseSetSnapshot | undefined };

/** Where one form's loading stands, in words. */
function formState(set: ResponseSetSnapshot | undefined): string {
  if (!set) return 'waiting its turn';
  const count =
    set.total === null
      ? number(set.rows.length)
      : `${number(set.rows.length)} of ${number(Math.max(set.total, set.rows.length))}`;
  switch (set.phase.kind) {
    case 'complete':
      return `${plural(set.rows.length, 'response', 'responses')}, loaded`;
    case 'loading':
      return `${count}, loading`;
    case 'rateLimited':
      return `${count}, waiting as the API asked`;
    case 'offline':
      return `${count}, waiting for the connection`;
    case 'paused':
      return `${count}, paused`;
    case 'stalled':
    case 'failed':
      return `${count}, stopped`;
  }
}

function PerForm({ sets }: { sets: readonly FormSet[] }) {
  return (
    <details>
      <summary>
        <Text component="span" size="sm">
          Each form
        </Text>
      </summary>
      <Stack gap={2} component="ul" mt={4} style={{ margin: 0, paddingLeft: 20 }}>
        {sets.map(({ form, set }) => (
          <Text component="li" size="sm" key={form.id} style={{ overflowWrap: 'anywhere' }}>
            <ShownName name={form.name} max={60} />: {formState(set)}
          </Text>
        ))}
      </Stack>
    </details>
  );
}

/**
 * "18 of 31 forms, 48,200 of 97,310 responses", and what stopped. Drawn again only when a set
 * changes, not on every search (a line per form).
 */
export const LoadingProgress = memo(function LoadingProgress({
  sets,
}: {
  sets: readonly FormSet[];
}) {
  const done = sets.filter(({ set }) => set?.complete).length;
  const rows = sets.reduce((sum, { set }) => sum + (set?.rows.length ?? 0), 0);
  const known = sets.every(({ set }) => set?.total != null);
  const total = sets.reduce(
    (sum, { set }) => sum + Math.max(set?.total ?? 0, set?.rows.length ?? 0),
    0,
  );
  const failed = sets.filter(
    ({ set }) => set?.phase.kind === 'failed' || set?.phase.kind === 'stalled',
  );
  const allDone = done === sets.length;
  const started = sets.flatMap(({ form, set }) => (set && !set.complete ? [{ form, set }] : []));
  const paused = started.some(({ set }) => set.phase.kind === 'paused');
  const pauseOrResume = () => {
    for (const { form } of started) {
      if (paused) responseSetActions.resume(form.id);
      else responseSetActions.pause(form.id);
    }
  };
  return (
    <Stack gap={6}>
      <Text size="sm" role="status">
        {allDone
          ? `Every form loaded: ${plural(sets.length, 'form', 'forms')}, ${plural(rows, 'response', 'responses')}.`
          : `Loading ${number(done)} of ${plural(sets.length, 'form', 'forms')}, ${number(rows)}${known ? ` of ${number(total)}` : ''} responses…`}
      </Text>
      {!allDone && (
        <Group gap="sm" wrap="nowrap">
          <Progress
            value={sets.length === 0 ? 100 : (done / sets.length) * 100}
            aria-label="Forms loaded"
            size="sm"
            style={{ flex: 1 }}
          />
          <Button size="compact-sm" variant="default" onClick={pauseOrResume}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
        </Group>
      )}
      <PerForm sets={sets} />
      {failed.map(({ form, set }) => (
        <Alert key={form.id} color="red" variant="light" title={<ShownName name={form.name} />}>
          <Group justify="space-between" gap="xs">
            <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
              {set?.phase.kind === 'failed' || set?.phase.kind === 'stalled'
                ? set.phase.message
                : ''}
            </Text>
            <Button
              size="compact-sm"
              variant="light"
              onClick={() => responseSetActions.resume(form.id)}
            >
              Retry
            </Button>
          </Group>
        </Alert>
      ))}
    </Stack>
  );
});
