import { Center, Loader, Stack, Text } from '@mantine/core';

/** The short wait of a new tab while it asks the other tabs for their key. */
export function CheckingOtherTabs() {
  return (
    <Center mih="100vh" component="main" id="main">
      <Stack align="center" gap="xs" role="status">
        <Loader aria-hidden />
        <Text c="dimmed">Signing in…</Text>
      </Stack>
    </Center>
  );
}
