import { Alert, Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { modals } from '@mantine/modals';
import { overlaysReady } from '../lib/overlays-ready';
import { IconAlertCircle } from '@tabler/icons-react';
import { type ReactNode, useRef, useState } from 'react';
import { isApiError } from '../api/api-error';
import { describeError } from '../api/describe-error';

type ConfirmDeleteOptions = {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** When set, the user must type this text before the delete is allowed. */
  typeToConfirm?: string;
  /** Runs the delete; a rejection keeps the dialog open with the reason. */
  onConfirm: (reportProgress: (done: number, total: number) => void) => Promise<unknown>;
};

/**
 * Why a delete failed, in the API's own words; a 429 (also one wrapped as an error's `cause`)
 * says how long to wait, since a delete is never retried by itself.
 */
function failureReason(failure: unknown): string {
  const cause = failure instanceof Error && isApiError(failure.cause) ? failure.cause : failure;
  if (isApiError(cause) && cause.status === 429) return describeError(cause);
  return failure instanceof Error && failure.message ? failure.message : 'The delete failed.';
}

/** Opens a confirmation; nothing is deleted unless the user confirms. */
export function confirmDelete(options: ConfirmDeleteOptions): string {
  const modalId = `confirm-delete-${Math.random().toString(36).slice(2)}`;
  void overlaysReady().then(() =>
    modals.open({
      modalId,
      centered: true,
      // The title and close button are drawn by the body: Mantine's own header is a <header>,
      // which assistive technologies take for a second banner landmark of the page.
      withCloseButton: false,
      children: <ConfirmDeleteBody {...options} close={() => modals.close(modalId)} />,
    }),
  );
  return modalId;
}

function ConfirmDeleteBody({
  title,
  message,
  confirmLabel,
  typeToConfirm,
  onConfirm,
  close,
}: ConfirmDeleteOptions & { close: () => void }) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  // State updates land after a render; a ref also stops a second click within the same frame.
  const running = useRef(false);
  const [error, setError] = useState<string | null>(null);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const confirmed = typeToConfirm === undefined || (typed !== '' && typed === typeToConfirm);

  async function run() {
    if (running.current || !confirmed) return;
    running.current = true;
    setPending(true);
    setError(null);
    try {
      await onConfirm((done, total) => setProgress({ done, total }));
      close();
    } catch (failure) {
      setError(failureReason(failure));
      running.current = false;
      setPending(false);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Modal.Title>{title}</Modal.Title>
        <Modal.CloseButton aria-label="Close" disabled={pending} />
      </Group>
      <Text size="sm" component="div">
        {message}
      </Text>
      {typeToConfirm !== undefined && (
        <TextInput
          label={`Type "${typeToConfirm}" to confirm`}
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
      )}
      {progress && (
        <Stack gap={4}>
          <Progress
            value={(progress.done / progress.total) * 100}
            aria-label="Delete progress"
            animated={pending}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            Deleted {progress.done} of {progress.total}
          </Text>
        </Stack>
      )}
      {error && (
        <Alert
          color="red"
          icon={<IconAlertCircle />}
          role="alert"
          title="The delete did not complete"
        >
          {error}
        </Alert>
      )}
      <Group justify="flex-end">
        <Button variant="default" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={run} loading={pending} disabled={!confirmed || pending}>
          {confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
