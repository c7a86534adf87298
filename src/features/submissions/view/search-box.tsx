import { TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { memo } from 'react';
import { useTypedText } from '@/lib/use-typed-text';

/** `replace`: the commit takes the place of this search's own history entry. */
type Props = { value: string; onChange: (value: string, options: { replace: boolean }) => void };

/**
 * The search over every answer. What is typed shows at once; the URL (and with it the rows)
 * follows a moment later, so typing never waits for the table. Memoized: a sort or filter does
 * not redraw it (given a stable `onChange`).
 */
export const SearchBox = memo(function SearchBox({ value, onChange }: Props) {
  const { text, setText, send, startSearch } = useTypedText(value, onChange);
  const commit = useDebouncedCallback(send, 200);
  return (
    <TextInput
      type="search"
      aria-label="Search responses"
      aria-keyshortcuts="/"
      placeholder="Search answers"
      leftSection={<IconSearch size={16} aria-hidden />}
      value={text}
      onFocus={startSearch}
      onChange={(event) => {
        setText(event.currentTarget.value);
        commit(event.currentTarget.value);
      }}
      // Enter searches at once, without waiting for the pause in typing.
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit.flush();
        if (event.key !== 'Escape') return;
        // Escape clears the search; in an empty box it gives the keys back to the page (J/K).
        if (text === '') event.currentTarget.blur();
        else {
          commit.cancel();
          setText('');
          send('');
        }
      }}
      // In the page's bar it narrows (to 160 px) before the bar takes a second line.
      w={{ base: '100%', sm: 'auto' }}
      flex={{ sm: '1 1 160px' }}
      maw={{ sm: 280 }}
      size="sm"
    />
  );
});
