import { Alert, Button, Group, Modal, Progress, Stack, Text, TextInput } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { useMemo, useRef, useState } from 'react';
import { isApiError } from '@/api/api-error';
import { describeError } from '@/api/describe-error';
import { hasInvisible, typedForm } from '@/lib/reveal-invisible';
import type { ConfirmDeleteOptions } from './confirm-delete-options';
import { ShownName } from './shown-name';

/**
 * Why a delete failed, in the API's own words; a 429 (also one wrapped as an error's `cause`)
 * says how long to wait, since a delete is never retried by itself.
 */
function failureReason(failure: unknown): string {
  const cause = failure instanceof Error && isApiError(failure.cause) ? failure.cause : failure;
  if (isApiError(cause) && cause.status === 429) return describeError(cause);
  return failure instanceof Error && failure.message ? failure.message : 'The delete failed.';
}

/** The confirmation itself: loaded with the first delete, off the first screen. */
export function ConfirmDeleteBody({
  title,
  message,
  confirmLabel,
  retryLabel,
  typeToConfirm,
  isConfirmation,
  onConfirm,
  pause,
  close,
  setDismissable,
}: ConfirmDeleteOptions & { close: () => void; setDismissable: (dismissable: boolean) => void }) {
  const [typed, setTyped] = useState('');
  const [pending, setPending] = useState(false);
  // State updates land after a render; a ref also stops a second click within the same frame.
  const running = useRef(false);
  const [error, setError] = useState<string | null>(null);
  // Stays set through a retry, so the button keeps saying what pressing it again does.
  const [failedOnce, setFailedOnce] = useState(false);
  const [progress, setProgress] = useState<{ done: number; total: number } | null>(null);
  const [paused, setPaused] = useState(false);
  const pauseOrResume = () => {
    if (paused) pause?.resume();
    else pause?.pause();
    setPaused(!paused);
  };
  // Compared as typed: what cannot be seen or typed (invisible characters, line breaks, how an
  // accent is encoded) must not make the name impossible to type.
  const expected = useMemo(
    () => (typeToConfirm === undefined ? undefined : typedForm(typeToConfirm)),
    [typeToConfirm],
  );
  const typedNow = typedForm(typed);
  const confirmed =
    expected === undefined ||
    (typedNow !== '' && (isConfirmation ? isConfirmation(typedNow) : typedNow === expected));

  async function run() {
    if (running.current || !confirmed) return;
    running.current = true;
    setDismissable(false);
    setPending(true);
    setError(null);
    try {
      await onConfirm((done, total) => setProgress({ done, total }));
      close();
    } catch (failure) {
      // A retry starts running, not paused.
      pause?.resume();
      setPaused(false);
      setError(failureReason(failure));
      setFailedOnce(true);
      running.current = false;
      setDismissable(true);
      setPending(false);
    }
  }

  return (
    <Stack>
      <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
        <Modal.Title style={{ overflowWrap: 'anywhere' }}>{title}</Modal.Title>
        <Modal.CloseButton aria-label="Close" disabled={pending} />
      </Group>
      <Text size="sm" component="div">
        {message}
      </Text>
      {typeToConfirm !== undefined && (
        <TextInput
          label={
            <>
              Type &quot;
              <ShownName name={typeToConfirm} />
              &quot; to confirm
            </>
          }
          description={
            hasInvisible(typeToConfirm)
              ? 'Characters shown as ⟨U+…⟩ are invisible: leave them out.'
              : undefined
          }
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
            animated={pending && !paused}
          />
          <Text size="xs" c="dimmed" aria-live="polite">
            Deleted {progress.done} of {progress.total}
          </Text>
        </Stack>
      )}
      {paused && (
        <Text size="sm" role="status">
          Paused: the deletes already sent finish, and nothing more is sent until you resume.
        </Text>
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
        {pause && pending && (
          <Button variant="default" onClick={pauseOrResume}>
            {paused ? 'Resume' : 'Pause'}
          </Button>
        )}
        <Button variant="default" onClick={close} disabled={pending}>
          Cancel
        </Button>
        <Button color="red" onClick={run} loading={pending} disabled={!confirmed || pending}>
          {failedOnce && retryLabel ? retryLabel : confirmLabel}
        </Button>
      </Group>
    </Stack>
  );
}
