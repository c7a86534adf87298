import { lazy, Suspense, useState } from 'react';
import { AccountButton } from './account-button';
import { withRetry } from '../lib/with-retry';

function MenuDownloadFailed() {
  return (
    <AccountButton
      title="The account menu could not be downloaded; press to reload the page"
      onClick={() => window.location.reload()}
    />
  );
}

// The menu and its positioning engine (floating-ui) are not needed to draw the first screen.
const UserMenu = lazy(() =>
  withRetry(() => import('./user-menu')).then(
    (m) => ({ default: m.UserMenu }),
    () => ({ default: MenuDownloadFailed }),
  ),
);

/** The account button at once; a press before its menu has arrived opens the menu when it does. */
export function UserMenuSlot() {
  const [pressed, setPressed] = useState(false);
  return (
    <Suspense fallback={<AccountButton aria-haspopup="menu" onClick={() => setPressed(true)} />}>
      <UserMenu defaultOpened={pressed} />
    </Suspense>
  );
}
