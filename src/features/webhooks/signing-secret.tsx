import { ActionIcon, CopyButton, Group, Text, Tooltip } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { IconCopy, IconEye, IconEyeOff } from '@tabler/icons-react';

type Props = { name: string; secret: string; revealed: boolean; onToggle: () => void };

const MASK = '••••••••••••';

/** The secret is not in the page until asked for; copying does not reveal it. */
export function SigningSecret({ name, secret, revealed, onToggle }: Props) {
  return (
    <Group gap={4} wrap="nowrap">
      <Text
        ff="monospace"
        size="sm"
        style={{ wordBreak: 'break-all' }}
        aria-label={revealed ? undefined : 'Signing secret hidden'}
      >
        {revealed ? secret : MASK}
      </Text>
      <Tooltip label={revealed ? 'Hide secret' : 'Reveal secret'}>
        <ActionIcon
          variant="subtle"
          size="sm"
          aria-label={`${revealed ? 'Hide' : 'Reveal'} signing secret of ${name}`}
          aria-pressed={revealed}
          onClick={onToggle}
        >
          {revealed ? <IconEyeOff size={16} /> : <IconEye size={16} />}
        </ActionIcon>
      </Tooltip>
      <CopyButton value={secret}>
        {({ copy }) => (
          <Tooltip label="Copy secret">
            <ActionIcon
              variant="subtle"
              size="sm"
              aria-label={`Copy signing secret of ${name}`}
              onClick={() => {
                copy();
                notifications.show({
                  color: 'green',
                  title: 'Signing secret copied',
                  message: `The secret of ${name} is on the clipboard.`,
                });
              }}
            >
              <IconCopy size={16} />
            </ActionIcon>
          </Tooltip>
        )}
      </CopyButton>
    </Group>
  );
}
