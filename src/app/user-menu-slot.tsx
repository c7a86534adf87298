import { useState } from 'react';
import { deferredComponent } from '@/lib/deferred-component';
import { AccountButton } from './account-button';

type MenuProps = { defaultOpened: boolean; onEarlyPress: () => void };

// The menu and its positioning engine (floating-ui) are not needed to draw the first screen.
const UserMenu = deferredComponent<MenuProps>(() => import('./user-menu').then((m) => m.UserMenu), {
  Placeholder: ({ onEarlyPress }) => <AccountButton aria-haspopup="menu" onClick={onEarlyPress} />,
  Failed: () => (
    <AccountButton
      title="The account menu could not be downloaded; press to reload the page"
      onClick={() => window.location.reload()}
    />
  ),
});

/** The account button at once; a press before its menu has arrived opens the menu when it does. */
export function UserMenuSlot() {
  const [pressed, setPressed] = useState(false);
  return <UserMenu defaultOpened={pressed} onEarlyPress={() => setPressed(true)} />;
}
