/**
 * Mantine's AppShell sections draw a resize handle only when the shell gets a `resize` prop,
 * which Formdeck's never does (the real handle returns null without it). Its code, a pointer and
 * keyboard drag controller, is a kilobyte and a half on the first screen for nothing.
 */
export function AppShellResizeHandle(): null {
  return null;
}
