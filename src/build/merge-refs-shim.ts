import type { Ref } from 'react';
import { useMergedRef } from '@mantine/hooks';

/**
 * `useMergeRefs` as @floating-ui/react spells it (one array of refs), built on Mantine's own
 * merge, which also runs React 19 ref cleanups. Mantine's ScrollArea is given this instead of
 * floating-ui's module, whose whole positioning engine would otherwise ride along on every screen.
 */
export function useMergeRefs<T>(refs: Array<Ref<T> | undefined>) {
  return useMergedRef(...refs);
}
