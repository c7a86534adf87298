import { useMediaQuery } from '@mantine/hooks';

/** Below Mantine's `sm` breakpoint (48em), written as its `smaller-than` mixin writes it. */
export const SMALL_SCREEN_QUERY = '(max-width: 47.99375em)';

/**
 * A phone-sized screen, where a list shows cards instead of a wide table. Read during the first
 * render, so a phone never draws (and measures) the wide table before switching.
 */
export function useSmallScreen(): boolean {
  return useMediaQuery(SMALL_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
}
