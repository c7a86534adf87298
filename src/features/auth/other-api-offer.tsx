import { Alert, Button, Code, Group, Stack, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { useState } from 'react';
import { credentialsStore } from '@/api/credentials-store';

type Props = {
  /** The API the other tab is signed in to. */
  baseUrl: string;
  /** The API this browser last connected to, or null when it remembers none. */
  remembered: string | null;
};

/**
 * Another tab answered with a key for an API this browser does not remember. Any script of this
 * origin could have answered, so the user sees where this tab would send its requests and
 * decides.
 */
export function OtherApiOffer({ baseUrl, remembered }: Props) {
  const [accepting, setAccepting] = useState(false);
  return (
    <Alert
      color="yellow"
      icon={<IconAlertTriangle />}
      title="Sign in to another API?"
      // A question to answer, named by its title; not an alert that interrupts.
      role="region"
    >
      <Stack gap="sm">
        <Text size="sm">Another Formdeck tab is signed in to this API and offers its key:</Text>
        <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
          {baseUrl}
        </Code>
        {remembered ? (
          <>
            <Text size="sm">This browser last connected to:</Text>
            <Code block style={{ overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}>
              {remembered}
            </Code>
          </>
        ) : (
          <Text size="sm">This browser has not connected to an API before.</Text>
        )}
        <Text size="sm">Sign in to it only if you opened it yourself in another tab.</Text>
        <Group gap="xs">
          <Button
            loading={accepting}
            onClick={() => {
              setAccepting(true);
              void credentialsStore.acceptOffer();
            }}
          >
            Sign in to this API
          </Button>
          <Button variant="default" onClick={() => credentialsStore.declineOffer()}>
            Enter a key instead
          </Button>
        </Group>
      </Stack>
    </Alert>
  );
}
