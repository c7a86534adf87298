import { ActionIcon, Group, Text, Tooltip, VisuallyHidden } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';

type Props = { name: string; secret: string; revealed: boolean; onToggle: () => void };

const MASK = '••••••••••••';

/** Copies without putting the secret in the page; says so only once the clipboard has it. */
async function copySecret(name: string, secret: string) {
  try {
    // Missing outside secure contexts (plain http), and the browser may refuse the write.
    if (!navigator.clipboard) throw new Error('No clipboard');
    await navigator.clipboard.writeText(secret);
  } catch {
    notifications.show({
      color: 'red',
      title: 'Could not copy the signing secret',
      message: 'The browser did not allow access to the clipboard. Reveal the secret to copy it.',
    });
    return;
  }
  notifications.show({
    color: 'green',
    title: 'Signing secret copied',
    message: `The secret of ${name} is on the clipboard.`,
  });
}

/** The secret is not in the page until asked for; copying does not reveal it. */
export function SigningSecret({ name, secret, revealed, onToggle }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text ff="monospace" size="sm" style={{ wordBreak: 'break-all' }}>
        {revealed ? (
          secret
        ) : (
          <>
            <span aria-hidden style={{ whiteSpace: 'nowrap' }}>
              {MASK}
            </span>
            <VisuallyHidden>Hidden</VisuallyHidden>
          </>
        )}
      </Text>
      <Tooltip label={revealed ? 'Hide secret' : 'Reveal secret'}>
        <ActionIcon
          variant="subtle"
          size="sm"
          // A toggle keeps its name; aria-pressed tells whether the secret is shown.
          aria-label={`Reveal signing secret of ${name}`}
          aria-pressed={revealed}
          onClick={onToggle}
        >
          {revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        </ActionIcon>
      </Tooltip>
      <Tooltip label="Copy secret">
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`Copy signing secret of ${name}`}
          onClick={() => void copySecret(name, secret)}
        >
          <IconCopy size={16} />
        </ActionIcon>
      </Tooltip>
    </Group>
  );
}
