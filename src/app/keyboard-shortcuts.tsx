import { useDisclosure, useHotkeys } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { deferredComponent } from '@/lib/deferred-component';
import { whenIdle } from '@/lib/when-idle';

// Its code (a modal: focus trap, scroll lock) comes after the first screen, like the other dialogs.
const ShortcutsDialog = deferredComponent(
  () => import('@/components/shortcuts-dialog').then((m) => m.ShortcutsDialog),
  { Placeholder: () => null, Failed: () => null },
);

const dialogOpen = () => document.querySelector('[role="dialog"][aria-modal="true"]') !== null;

/** Only where the page has a search box is "/" taken from the browser (its quick find). */
function focusSearch(event: KeyboardEvent) {
  const box = document.querySelector<HTMLInputElement>('main input[type="search"]');
  if (!box || dialogOpen()) return;
  event.preventDefault();
  box.focus();
}

/**
 * The app-wide keys: "?" lists every shortcut, "/" goes to the page's search box. useHotkeys
 * leaves keys typed in a text field alone.
 */
export function KeyboardShortcuts() {
  const [opened, { open, close }] = useDisclosure(false);
  // Mounted once shown, so that closing plays out and gives the focus back.
  const [shown, setShown] = useState(false);
  const show = () => {
    if (dialogOpen()) return;
    setShown(true);
    open();
  };
  useEffect(() => whenIdle(() => void ShortcutsDialog.preload().catch(() => undefined), IDLE), []);
  useHotkeys([
    ['shift+?', show],
    ['?', show],
    ['/', focusSearch, { preventDefault: false }],
    // Where "/" is a shifted key (e.g. German layouts).
    ['shift+/', focusSearch, { preventDefault: false }],
  ]);
  return shown ? <ShortcutsDialog opened={opened} onClose={close} /> : null;
}

const IDLE = { timeout: 5000, fallbackDelay: 2000 };
