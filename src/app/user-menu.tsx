import { Avatar, Button, Menu, Text } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router-dom';
import { userQueries } from '../api/users';
import { useSignOut } from '../features/auth/use-sign-out';

export function UserMenu() {
  const { data: user, isPending } = useQuery(userQueries.me());
  const signOut = useSignOut();
  const email = user?.email ?? (isPending ? 'Loading account…' : 'Account');

  return (
    <Menu
      position="bottom-end"
      width={240}
      // In the header (a landmark), and without Mantine's focus placeholder, which is not a
      // menu item and so breaks the menu's required children for assistive technologies.
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <Button
          variant="subtle"
          color="gray"
          leftSection={<Avatar size={24} radius="xl" color="indigo" aria-hidden />}
          rightSection={<IconChevronDown size={14} aria-hidden />}
          aria-label={`Account menu for ${email}`}
        >
          <Text size="sm" truncate maw={200} visibleFrom="xs">
            {email}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label style={{ overflowWrap: 'anywhere' }}>Signed in as {email}</Menu.Label>
        <Menu.Item component={Link} to="/account" leftSection={<IconUser size={16} />}>
          Account details
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item leftSection={<IconLogout size={16} />} onClick={signOut}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
