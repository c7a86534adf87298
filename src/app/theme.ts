import {
  type BreadcrumbsProps,
  type CSSVariablesResolver,
  type DrawerProps,
  type MantineTransition,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  createTheme,
  darken,
  DEFAULT_THEME,
} from '@mantine/core';

/**
 * A dialog that opens by moving, not by fading: while a fade plays, its text has too little
 * contrast (1.03:1 in dark mode as axe measured it mid-transition), and a screen reader or a
 * check can read it at any moment.
 */
const dialogOpening: MantineTransition = {
  in: { transform: 'translateY(0)' },
  out: { transform: 'translateY(-12px)' },
  transitionProperty: 'transform',
};

export const theme = createTheme({
  primaryColor: 'indigo',
  // Shade 6 is too light for white text (and for links on white): 4.3:1 is under WCAG AA.
  primaryShade: { light: 8, dark: 8 },
  defaultRadius: 'md',
  fontFamily:
    'Inter, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  // Plain objects, not `Modal.extend(…)`: calling a component's `extend` would bring the menu's
  // and the dialog's code (floating-ui, scroll locking) onto every first screen.
  components: {
    // A dialog's and a sheet's close button has only an icon: it says what it does.
    Modal: {
      defaultProps: {
        transitionProps: { transition: dialogOpening },
        closeButtonProps: { 'aria-label': 'Close' },
      } satisfies Partial<ModalProps>,
    },
    Drawer: {
      defaultProps: { closeButtonProps: { 'aria-label': 'Close' } } satisfies Partial<DrawerProps>,
    },
    // A menu whose item opens a dialog is gone at once: while it faded out, a screen reader (and
    // axe) met a closing menu outside the page's landmarks beside the opening dialog.
    Menu: { defaultProps: { transitionProps: { exitDuration: 0 } } satisfies Partial<MenuProps> },
    // A toast's close button has only an icon, and its dimmed message is under AA contrast (3.3:1).
    Notification: {
      defaultProps: {
        closeButtonProps: { 'aria-label': 'Close notification' },
      } satisfies Partial<NotificationProps>,
      styles: { description: { color: 'var(--mantine-color-text)' } },
    },
    // A form's name of one long word wraps, and breaks, rather than widen a phone's page.
    Breadcrumbs: {
      styles: {
        root: { flexWrap: 'wrap' },
        breadcrumb: { minWidth: 0, whiteSpace: 'normal', overflowWrap: 'anywhere' },
      },
    } satisfies { styles: BreadcrumbsProps['styles'] },
  },
});

/**
 * Mantine's defaults that fall under WCAG AA contrast (4.5:1 for text), raised: dimmed text,
 * links in dark mode, and the text of light badges (e.g. green on light green is 3.8:1).
 */
export const cssVariablesResolver: CSSVariablesResolver = () => {
  const lightBadgeText: Record<string, string> = {};
  for (const [name, shades] of Object.entries(DEFAULT_THEME.colors)) {
    lightBadgeText[`--mantine-color-${name}-light-color`] = darken(shades[9], 0.3);
  }
  return {
    variables: {},
    light: {
      '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
      ...lightBadgeText,
    },
    dark: {
      '--mantine-color-dimmed': 'var(--mantine-color-dark-1)',
      '--mantine-color-anchor': 'var(--mantine-color-indigo-3)',
    },
  };
};
