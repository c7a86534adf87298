import { ActionIcon, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';

type Props = {
  /** What is hidden, in words: "signing secret", "target URL". */
  what: string;
  /** The webhook's name, to tell one row's buttons from another's. */
  name: string;
  secret: string;
  revealed: boolean;
  /** Reveals or hides it; without it there is nothing to hide, and only the copy button shows. */
  onToggle?: () => void;
};

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** Copies without putting the secret in the page; says so only once the clipboard has it. */
async function copySecret(what: string, name: string, secret: string) {
  try {
    // Missing outside secure contexts (plain http), and the browser may refuse the write.
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(secret);
  } catch {
    notifications.show({
      color: 'red',
      title: `Could not copy the ${what}`,
      message: `The browser did not allow access to the clipboard. Reveal the ${what} to copy it.`,
    });
    return;
  }
  notifications.show({
    color: 'green',
    title: `${capitalised(what)} copied`,
    message: `The ${what} of ${name} is on the clipboard.`,
  });
}

/** Reveal (a toggle) and copy for something left out of the page until asked for. */
export function SecretActions({ what, name, secret, revealed, onToggle }: Props) {
  return (
    <>
      {onToggle && (
        <Tooltip label={revealed ? `Hide ${what}` : `Reveal ${what}`} withinPortal={false}>
          <ActionIcon
            variant="subtle"
            size="sm"
            // A toggle keeps its name; aria-pressed tells whether the secret is shown.
            aria-label={`Reveal ${what} of ${name}`}
            aria-pressed={revealed}
            onClick={onToggle}
          >
            {revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
          </ActionIcon>
        </Tooltip>
      )}
      <Tooltip label={`Copy ${what}`} withinPortal={false}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Copy ${what} of ${name}`}
          onClick={() => void copySecret(what, name, secret)}
        >
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </>
  );
}
