import { Alert, Button, Group, Progress, Stack, Text } from '@mantine/core';
import type { Form } from '@/api/schemas';
import { ShownName } from '@/components/shown-name';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import { responseSetActions } from '@/response-set/use-response-set';
import { number, plural } from './counting';

export type FormSet = { form: Form; set: ResponseSetSnapshot | undefined };

/** "18 of 31 forms, 48,200 of 97,310 responses", and what stopped. */
export function LoadingProgress({ sets }: { sets: readonly FormSet[] }) {
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
  return (
    <Stack gap={6}>
      <Text size="sm" role="status">
        {allDone
          ? `Every form loaded: ${plural(sets.length, 'form', 'forms')}, ${plural(rows, 'response', 'responses')}.`
          : `Loading ${number(done)} of ${plural(sets.length, 'form', 'forms')}, ${number(rows)}${known ? ` of ${number(total)}` : ''} responses…`}
      </Text>
      {!allDone && (
        <Progress
          value={sets.length === 0 ? 100 : (done / sets.length) * 100}
          aria-label="Forms loaded"
          size="sm"
        />
      )}
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
}
