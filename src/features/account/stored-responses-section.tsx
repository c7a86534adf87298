import { Button, Paper, Stack, Switch, Text, Title } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';
import { confirmDelete } from '@/components/confirm-delete';
import { useKeepResponsesPreference } from '@/lib/keep-responses-preference';
import { forgetStoredResponses, type StoredSummary } from '@/response-set/disk-copy';
import { type StoredState, useStoredSummary } from './use-stored-summary';

const nf = new Intl.NumberFormat();
const plural = (count: number, word: string) =>
  `${nf.format(count)} ${word}${count === 1 ? '' : 's'}`;
const describe = ({ forms, responses }: StoredSummary) =>
  `${plural(responses, 'response')} of ${plural(forms, 'form')}`;

function storedLine(state: StoredState): string {
  if (state.kind === 'reading') return 'Reading what is stored on this device…';
  if (state.kind === 'unavailable') return 'This browser does not let Formdeck store responses.';
  if (state.summary.forms === 0) return 'No responses are stored on this device.';
  const size = state.bytes
    ? ` Formdeck uses about ${(state.bytes / 1_048_576).toFixed(1)} MB of this browser's storage.`
    : '';
  return `Stored on this device: ${describe(state.summary)}.${size}`;
}

/** The opt-in to keep loaded responses between visits, and the way to forget them. */
export function StoredResponsesSection() {
  const [keep, setKeep] = useKeepResponsesPreference();
  const { state, reread } = useStoredSummary();
  const stored = state.kind === 'read' && state.summary.forms > 0 ? state.summary : null;
  // Until the count is read, responses may be stored: forgetting them is asked first as well.
  const uncounted = state.kind === 'reading';

  const forget = (turnOff: boolean) => {
    if (!stored && !uncounted) {
      if (turnOff) setKeep(false);
      // Nothing counted, but a save may be under way: forgetting is cheap and certain.
      void forgetStoredResponses().then(reread);
      return;
    }
    confirmDelete({
      title: turnOff
        ? 'Stop keeping responses on this device?'
        : 'Forget responses stored on this device?',
      message: (
        <Text size="sm">
          {stored ? describe(stored) : 'Responses stored on this device (not counted yet)'} are
          removed from this browser. They stay in the API: Formdeck loads them again when you open a
          form.
        </Text>
      ),
      confirmLabel: turnOff ? 'Forget and turn off' : 'Forget responses',
      onConfirm: async () => {
        // Off first, so that no save starts between the forgetting and the switch.
        if (turnOff) setKeep(false);
        await forgetStoredResponses();
        reread();
      },
    });
  };

  return (
    <Paper withBorder radius="md" p="md" component="section" aria-labelledby="stored-responses">
      <Stack gap="sm">
        <Title order={2} size="h4" id="stored-responses">
          Responses on this device
        </Title>
        <Switch
          checked={keep}
          disabled={state.kind === 'unavailable'}
          onChange={(event) => (event.currentTarget.checked ? setKeep(true) : forget(true))}
          label="Keep loaded responses on this device"
          description="Makes the next visit to a form instant. Respondents' personal data is then stored in this browser until you forget it or sign out. Off by default."
        />
        <Text size="sm" c="dimmed" role="status">
          {storedLine(state)}
        </Text>
        <div>
          <Button
            variant="default"
            color="red"
            leftSection={<IconTrash size={16} />}
            disabled={!stored}
            onClick={() => forget(false)}
            // The label wraps on a phone rather than running off the screen.
            h="auto"
            mih={36}
            py={6}
            styles={{ label: { whiteSpace: 'normal' } }}
          >
            Forget responses stored on this device
          </Button>
        </div>
      </Stack>
    </Paper>
  );
}
