import { Checkbox, ScrollArea, Stack, Text, TextInput } from '@mantine/core';
import { useMemo, useState } from 'react';
import { comparableText } from '@/lib/comparable-text';
import type { OptionCount } from '@/response-set/options';

// A search box once the list no longer fits at a glance; a cap on the rendered checkboxes so a
// free-text column with thousands of distinct answers does not render thousands of inputs.
const SEARCH_FROM = 8;
const SHOWN_AT_MOST = 100;

type Props = {
  label: string;
  options: readonly OptionCount[];
  values: string[];
  onChange: (values: string[]) => void;
};

/** The options found in the data, with how many responses hold each, to tick. */
export function OptionChecklist({ label, options, values, onChange }: Props) {
  const [query, setQuery] = useState('');
  const all = useMemo(() => {
    // A ticked option no longer in the data (a chip being edited) stays on the list, to untick.
    const found = new Set(options.map((option) => option.value));
    const missing = values
      .filter((value) => !found.has(value))
      .map((value) => ({ value, count: 0 }));
    return [...missing, ...options];
  }, [options, values]);
  const needle = comparableText(query.trim());
  const matching = needle
    ? all.filter((option) => comparableText(option.value).includes(needle))
    : all;
  const shown = matching.slice(0, SHOWN_AT_MOST);

  if (all.length === 0) {
    return (
      <Text size="sm" c="dimmed">
        No answers to choose from in the loaded responses.
      </Text>
    );
  }
  return (
    <Stack gap="xs">
      {all.length > SEARCH_FROM && (
        <TextInput
          label="Search options"
          size="xs"
          value={query}
          onChange={(event) => setQuery(event.currentTarget.value)}
        />
      )}
      <Checkbox.Group label={label} value={values} onChange={onChange}>
        <ScrollArea.Autosize mah={220} type="auto" offsetScrollbars>
          <Stack gap={6} py={4}>
            {shown.map((option) => (
              <Checkbox
                key={option.value}
                value={option.value}
                label={
                  <>
                    {option.value}{' '}
                    <Text span size="sm" c="dimmed">
                      ({option.count.toLocaleString()})
                    </Text>
                  </>
                }
              />
            ))}
          </Stack>
        </ScrollArea.Autosize>
      </Checkbox.Group>
      {matching.length > shown.length && (
        <Text size="xs" c="dimmed">
          Showing {shown.length} of {matching.length.toLocaleString()} options; search to narrow.
        </Text>
      )}
      {shown.length === 0 && (
        <Text size="sm" c="dimmed">
          No option matches “{query.trim()}”.
        </Text>
      )}
    </Stack>
  );
}
