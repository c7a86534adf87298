import { Group, Text, VisuallyHidden } from '@mantine/core';
import { SecretActions } from './secret-actions';

type Props = { name: string; secret: string; revealed: boolean; onToggle: () => void };

const MASK = '••••••••';

/** The secret is not in the page until asked for; copying does not reveal it. */
export function SigningSecret({ name, secret, revealed, onToggle }: Props) {
  // Nothing to hide, reveal or copy: deliveries go unsigned (the attention list says so).
  if (secret.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        None
      </Text>
    );
  }
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
      <SecretActions
        what="signing secret"
        name={name}
        secret={secret}
        revealed={revealed}
        onToggle={onToggle}
      />
    </Group>
  );
}
