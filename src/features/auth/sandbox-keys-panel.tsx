import { Button, Code, Paper, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { SANDBOX_KEYS } from '@/sandbox/keys';

type Props = { onUse: (apiKey: string) => void; disabled: boolean };

const KEYS = [
  { key: SANDBOX_KEYS.full, label: 'Full access', hint: 'sees completed and partial submissions' },
  {
    key: SANDBOX_KEYS.completedOnly,
    label: 'Completed only',
    hint: 'may not view partial submissions (the API answers 403)',
  },
];

/** The sandbox, offered once: its two keys explained, one to pick, one button. */
export function SandboxKeysPanel({ onUse, disabled }: Props) {
  const [key, setKey] = useState<string>(SANDBOX_KEYS.full);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="sandbox-title">
      <Text fw={600} id="sandbox-title">
        No account? Try the sandbox
      </Text>
      <Text size="sm" c="dimmed" mb="sm">
        A complete demo of the API with sample data, running in this browser. Nothing is sent
        anywhere; a reload starts from the sample data again.
      </Text>
      <Radio.Group value={key} onChange={setKey} label="Sandbox key" size="sm" mb="md">
        <Stack gap="xs" mt="xs">
          {KEYS.map(({ key: value, label, hint }) => (
            <Radio
              key={value}
              value={value}
              label={label}
              description={
                <>
                  <Code>{value}</Code> {hint}
                </>
              }
              disabled={disabled}
            />
          ))}
        </Stack>
      </Radio.Group>
      <Button variant="default" fullWidth onClick={() => onUse(key)} disabled={disabled}>
        Use the sandbox
      </Button>
    </Paper>
  );
}
