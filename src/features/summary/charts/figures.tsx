import { Group, Stack, Text } from '@mantine/core';
import type { Other } from '@/features/summary/stats/types';
import { FilterLink } from '@/features/summary/blocks/filter-link';
import { formatCount } from '@/features/summary/format';

export type Figure = { label: string; value: string; href?: string | null };

/** A few key figures side by side, wrapping on a phone. */
export function Figures({ figures }: { figures: readonly Figure[] }) {
  return (
    <Group gap="lg" wrap="wrap" component="dl" m={0}>
      {figures.map(({ label, value, href }) => (
        <Stack key={label} gap={0}>
          <Text component="dt" size="xs" c="dimmed">
            {label}
          </Text>
          <Text component="dd" m={0} fw={600} size="lg">
            <FilterLink href={href ?? null}>{value}</FilterLink>
          </Text>
        </Stack>
      ))}
    </Group>
  );
}

/** Answers of another shape than their question's: how many, and a few as plain text. */
export function OtherNote({ other }: { other: Other }) {
  if (other.count === 0) return null;
  const examples = other.examples.map((example) => `“${example}”`).join(', ');
  return (
    <Text size="sm" c="dimmed">
      Other: {formatCount(other.count)} answer{other.count === 1 ? '' : 's'} of another shape, e.g.{' '}
      {examples}
    </Text>
  );
}
