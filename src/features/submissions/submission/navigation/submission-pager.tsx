import { Button, Group, Kbd, Text } from '@mantine/core';
import { useHotkeys, useMediaQuery } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useLayoutEffect, useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSmallScreen } from '@/components/use-small-screen';

type Props = {
  position: number | undefined;
  total: number | undefined;
  previousUrl: string | null;
  nextUrl: string | null;
};

/** A screen that is touched rather than pointed at: most likely no keyboard either. */
export const TOUCH_SCREEN_QUERY = '(hover: none)';

// Widgets that use the arrow keys themselves, or that the user is busy with.
const OWN_KEYS =
  '[role="dialog"], [role="menu"], [role="listbox"], [role="tablist"], [role="slider"]';

/** Previous / next through the list the user came from, also by keyboard. */
export function SubmissionPager({ position, total, previousUrl, nextUrl }: Props) {
  const navigate = useNavigate();
  // Keyboard hints mean nothing on a phone or a tablet without a keyboard; the keys still work.
  const small = useSmallScreen();
  const touch = useMediaQuery(TOUCH_SCREEN_QUERY, undefined, { getInitialValueInEffect: false });
  const goPrevious = () => previousUrl && navigate(previousUrl);
  const goNext = () => nextUrl && navigate(nextUrl);

  // The shortcuts read the state of the last commit, so a key pressed right after the
  // buttons changed never acts on the previous submission's neighbours.
  const latest = useRef({ previousUrl, nextUrl });
  useLayoutEffect(() => {
    latest.current = { previousUrl, nextUrl };
  });
  const shortcut = (which: 'previousUrl' | 'nextUrl') => (event: KeyboardEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const { [which]: url } = latest.current;
    // Not while a dialog is open (e.g. the delete confirmation for this submission).
    const dialogOpen = document.querySelector('[role="dialog"][aria-modal="true"]') !== null;
    if (!url || event.defaultPrevented || dialogOpen || target?.closest(OWN_KEYS)) return;
    event.preventDefault();
    navigate(url);
  };
  // Only a key that moves is taken from the page (arrow keys otherwise scroll it).
  const own = { preventDefault: false };
  useHotkeys([
    ['ArrowLeft', shortcut('previousUrl'), own],
    ['ArrowRight', shortcut('nextUrl'), own],
    ['k', shortcut('previousUrl'), own],
    ['j', shortcut('nextUrl'), own],
  ]);

  return (
    <Group justify="space-between" wrap="wrap">
      <Group gap="xs">
        <Button
          variant="default"
          size="xs"
          leftSection={<IconChevronLeft size={14} />}
          onClick={goPrevious}
          disabled={!previousUrl}
          aria-keyshortcuts="ArrowLeft K"
        >
          Previous
        </Button>
        <Button
          variant="default"
          size="xs"
          rightSection={<IconChevronRight size={14} />}
          onClick={goNext}
          disabled={!nextUrl}
          aria-keyshortcuts="ArrowRight J"
        >
          Next
        </Button>
        {position !== undefined && total !== undefined && (
          <Text size="sm" c="dimmed">
            {position} of {total}
          </Text>
        )}
      </Group>
      {!small && !touch && (
        <Text size="xs" c="dimmed">
          Shortcuts: <Kbd>←</Kbd> / <Kbd>K</Kbd> previous, <Kbd>→</Kbd> / <Kbd>J</Kbd> next
        </Text>
      )}
    </Group>
  );
}
