import { Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import { isRouteErrorResponse, Link, useRouteError } from 'react-router-dom';

/** The error boundary of every route: the rest of the app stays usable. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error)
    ? `${error.status} ${error.statusText}`
    : 'This part of the page failed to display.';
  return (
    <Container size="sm" py="xl" role="alert">
      <Stack>
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">{detail} Your data is safe; nothing was changed.</Text>
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
