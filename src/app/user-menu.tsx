import { Menu } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { Link } from 'react-router-dom';
import { useSignOut } from '@/features/auth/use-sign-out';
import { AccountButton, useAccountLabel } from './account-button';

export function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const signOut = useSignOut();
  const email = useAccountLabel();

  return (
    <Menu
      position="bottom-end"
      width={240}
      defaultOpened={defaultOpened}
      // In the header (a landmark), and without Mantine's focus placeholder, which is not a
      // menu item and so breaks the menu's required children for assistive technologies.
      withinPortal={false}
      withInitialFocusPlaceholder={false}
    >
      <Menu.Target>
        <AccountButton />
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
