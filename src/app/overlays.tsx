import '@mantine/notifications/styles.css';
import { ModalsProvider } from '@mantine/modals';
import { Notifications } from '@mantine/notifications';
import { useEffect } from 'react';
import { markOverlaysReady } from '@/lib/overlays-ready';
import { KeyboardShortcuts } from './keyboard-shortcuts';

/**
 * Dialogs, toasts and the app-wide keyboard shortcuts. They listen for `modals.open…`,
 * `notifications.show` and keys, so they need not wrap the page, and their code (focus trap,
 * scroll lock, transitions, hotkeys) stays off the first screen.
 */
export function Overlays() {
  // After the providers' own effects, so that their listeners are in place; until the next
  // mount once unmounted (each test mounts its own app).
  useEffect(markOverlaysReady, []);
  return (
    <>
      <ModalsProvider />
      {/* At the bottom: at the top they covered the submissions toolbar (Export, Delete). */}
      <Notifications position="bottom-right" />
      <KeyboardShortcuts />
    </>
  );
}
