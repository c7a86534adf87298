import { Anchor, Burger, Group, NavLink, Text } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconForms, IconHistory, IconUsers, IconWebhook } from '@tabler/icons-react';
import { type KeyboardEvent, useEffect } from 'react';
import { NavLink as RouterNavLink, Outlet, useLocation } from 'react-router-dom';
import { UserMenuSlot } from './user-menu-slot';
import { SandboxMark } from './sandbox-mark';
import { ColorSchemeToggle } from './color-scheme-toggle';
import { OfflineBanner } from './offline-banner';
import { SlowRequestNotice } from './slow-request-notice';
import { PageDownloadError, preloadPages } from './lazy-page';
import { deferredComponent } from '@/lib/deferred-component';
import { signedInPages } from './pages';
import { loadConfirmDeleteBody } from '@/components/confirm-delete';
import { SkipLink } from '@/components/skip-link';
import classes from './app-layout.module.css';
import './print.css';

// Downloaded once the shell is drawn, with the same retry as a page; never a blank shell.
const Overlays = deferredComponent(() => import('./overlays').then((m) => m.Overlays), {
  Placeholder: () => null,
  Failed: PageDownloadError,
});

const NAV = [
  { to: '/forms', label: 'Forms', icon: IconForms },
  { to: '/webhooks', label: 'Webhooks', icon: IconWebhook },
  { to: '/people', label: 'People', icon: IconUsers },
  { to: '/activity', label: 'Activity', icon: IconHistory },
];

export function AppLayout() {
  const [opened, { toggle, close }] = useDisclosure();
  // Escape closes the phone's navigation panel (from the panel or its button), as it closes a menu.
  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') close();
  };
  // Once the shell is up, the other pages (and the delete confirmation) are downloaded too:
  // later navigation works offline.
  useEffect(
    () => preloadPages([...signedInPages.map(({ Page }) => Page.preload), loadConfirmDeleteBody]),
    [],
  );

  return (
    // A plain shell, not Mantine's AppShell: that one brings react-remove-scroll (for its
    // modals) onto the first screen (docs/performance.md).
    <div className={classes.shell} data-nav-open={opened || undefined}>
      <SkipLink targetId="main" pageCorner>
        Skip to content
      </SkipLink>
      <header className={classes.header}>
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger
              opened={opened}
              onClick={toggle}
              hiddenFrom="sm"
              size="sm"
              aria-label="Toggle navigation"
              aria-expanded={opened}
              aria-controls="main-nav"
              onKeyDown={closeOnEscape}
            />
            <div className={classes.brand}>
              <Anchor component={RouterNavLink} to="/forms" underline="never" c="inherit">
                <Text fw={700} size="lg">
                  Formdeck
                </Text>
              </Anchor>
              <SandboxMark />
            </div>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <ColorSchemeToggle />
            <UserMenuSlot />
          </Group>
        </Group>
      </header>
      <nav className={classes.nav} aria-label="Main" id="main-nav" onKeyDown={closeOnEscape}>
        <MainNav onNavigate={close} />
      </nav>
      <main className={classes.main} id="main" tabIndex={-1}>
        <OfflineBanner />
        <Outlet />
        <SlowRequestNotice />
      </main>
      <Overlays />
    </div>
  );
}

/**
 * The navigation's links, the one part of the shell that follows the location: the shell itself
 * is not redrawn when only the URL's query changes (a search, a sort, a page).
 */
function MainNav({ onNavigate }: { onNavigate: () => void }) {
  const { pathname } = useLocation();
  return NAV.map(({ to, label, icon: Icon }) => (
    <NavLink
      key={to}
      component={RouterNavLink}
      to={to}
      label={label}
      leftSection={<Icon size={18} aria-hidden />}
      active={pathname.startsWith(to)}
      onClick={onNavigate}
    />
  ));
}
