import { Menu } from '@mantine/core';
import { IconLogout, IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useSignOut } from '@/features/auth/use-sign-out';
import { countSavedViews, forgetSavedViews } from '@/lib/saved-views-storage';
import { AccountButton, useAccountLabel } from './account-button';
import { SignOutDialog } from './sign-out-dialog';

export function UserMenu({ defaultOpened = false }: { defaultOpened?: boolean }) {
  const signOut = useSignOut();
  const email = useAccountLabel();
  // Views saved on this device while the sign-out dialog asks about them, else null.
  const [asking, setAsking] = useState<number | null>(null);
  const startSignOut = () => {
    const saved = countSavedViews();
    if (saved > 0) setAsking(saved);
    else signOut();
  };

  return (
    <>
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
          <Menu.Item leftSection={<IconLogout size={16} />} onClick={startSignOut}>
            Sign out
          </Menu.Item>
        </Menu.Dropdown>
      </Menu>
      <SignOutDialog
        savedViews={asking}
        onCancel={() => setAsking(null)}
        onSignOut={(forgetViews) => {
          if (forgetViews) forgetSavedViews();
          setAsking(null);
          signOut();
        }}
      />
    </>
  );
}
