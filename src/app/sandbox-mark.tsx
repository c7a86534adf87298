import { Badge } from '@mantine/core';
import { useCredentialsState } from '@/api/credentials-store';
import { isBrowserSandbox } from '@/lib/sandbox-connection';
import { SANDBOX_KEYS } from '@/sandbox/keys';

const SANDBOX_KEY_VALUES: readonly string[] = Object.values(SANDBOX_KEYS);

/** Says, on every page, that the data is the sandbox's sample data, not a real deployment's. */
export function SandboxMark() {
  const { credentials } = useCredentialsState();
  // The in-browser sandbox by its address; `npm run sandbox` (any address) by its keys.
  const inSandbox =
    credentials &&
    (isBrowserSandbox(credentials.baseUrl) || SANDBOX_KEY_VALUES.includes(credentials.apiKey));
  if (!inSandbox) return null;
  return (
    <Badge
      color="orange"
      variant="light"
      size="md"
      title="You are using the sandbox: sample data, not a real deployment"
      style={{ flexShrink: 0, overflow: 'visible' }}
    >
      Sandbox
    </Badge>
  );
}
