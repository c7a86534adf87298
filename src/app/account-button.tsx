import { Button, type ButtonProps, type ElementProps, Text, ThemeIcon } from '@mantine/core';
import { IconChevronDown, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { userQueries } from '@/api/users';

/** Whose key is in use; also the user menu's target, so it takes the props the menu gives it. */
export function AccountButton(props: ButtonProps & ElementProps<'button'>) {
  const email = useAccountLabel();
  return (
    <Button
      variant="subtle"
      color="gray"
      leftSection={
        <ThemeIcon size={24} radius="xl" variant="light" color="indigo" aria-hidden>
          <IconUser size={14} />
        </ThemeIcon>
      }
      rightSection={<IconChevronDown size={14} aria-hidden />}
      aria-label={`Account menu for ${email}`}
      {...props}
    >
      {/* On a laptop the whole address fits; narrower, it is cut with an ellipsis. */}
      <Text size="sm" truncate maw={{ base: 200, md: 360 }} visibleFrom="xs">
        {email}
      </Text>
    </Button>
  );
}

/** Whose key is in use, as the account button and its menu name it. */
export function useAccountLabel(): string {
  const { data: user, isPending } = useQuery(userQueries.me());
  return user?.email ?? (isPending ? 'Loading account…' : 'Account');
}
