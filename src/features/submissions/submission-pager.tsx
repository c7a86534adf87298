import { Button, Group, Kbd, Text } from '@mantine/core';
import { useHotkeys } from '@mantine/hooks';
import { IconChevronLeft, IconChevronRight } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';

type Props = {
  position: number | undefined;
  total: number | undefined;
  previousUrl: string | null;
  nextUrl: string | null;
};

/** Previous / next through the list the user came from, also by keyboard. */
export function SubmissionPager({ position, total, previousUrl, nextUrl }: Props) {
  const navigate = useNavigate();
  const goPrevious = () => previousUrl && navigate(previousUrl);
  const goNext = () => nextUrl && navigate(nextUrl);
  useHotkeys([
    ['ArrowLeft', goPrevious],
    ['ArrowRight', goNext],
    ['k', goPrevious],
    ['j', goNext],
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
      <Text size="xs" c="dimmed">
        Shortcuts: <Kbd>←</Kbd> / <Kbd>K</Kbd> previous, <Kbd>→</Kbd> / <Kbd>J</Kbd> next
      </Text>
    </Group>
  );
}
