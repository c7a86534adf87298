import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router-dom';

/** What a route's error boundary shows; the error itself is not shown, it may hold answers. */
export function RouteError() {
  return (
    <Container size="sm" py="xl" role="alert">
      <Stack>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">
          This part of the page failed to display. Your data is safe; nothing was changed.
        </Text>
        <Group>
          <Button onClick={() => window.location.reload()}>Reload</Button>
          <Button component={Link} to="/forms" variant="default">
            Back to forms
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}
