import { Button, Code, Group, Paper, Stack, Text } from '@mantine/core';
import { SANDBOX_KEYS } from '@/sandbox/keys';

type Props = { onUse: (apiKey: string) => void; disabled: boolean };

const KEYS = [
  { key: SANDBOX_KEYS.full, label: 'Full access', hint: 'sees completed and partial submissions' },
  {
    key: SANDBOX_KEYS.completedOnly,
    label: 'Completed only',
    hint: 'may not view partial submissions',
  },
];

export function SandboxKeysPanel({ onUse, disabled }: Props) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sandbox-keys-title">
      <Text fw={600} id="sandbox-keys-title">
        Sandbox keys
      </Text>
      <Text size="sm" c="dimmed" mb="xs">
        The sandbox is a complete demo of the API with sample data, running in this browser.
      </Text>
      <Stack gap="xs">
        {KEYS.map(({ key, label, hint }) => (
          <Group key={key} justify="space-between" wrap="nowrap">
            <div>
              <Text size="sm">
                {label}: <Code>{key}</Code>
              </Text>
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            </div>
            <Button
              size="xs"
              variant="light"
              onClick={() => onUse(key)}
              disabled={disabled}
              aria-label={`Use the ${label.toLowerCase()} sandbox key`}
              style={{ flexShrink: 0 }}
            >
              Use
            </Button>
          </Group>
        ))}
      </Stack>
    </Paper>
  );
}
