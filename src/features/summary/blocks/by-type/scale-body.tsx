import { Box, Group, Progress, Stack, Text } from '@mantine/core';
import type { ScaleStat } from '@/features/summary/stats/scale';
import type { HrefFor } from '@/features/summary/summary-links';
import { CountChart } from '@/features/summary/charts/count-chart';
import { CountTable } from '@/features/summary/charts/count-table';
import { Figures } from '@/features/summary/charts/figures';
import { FilterLink } from '@/features/summary/blocks/filter-link';
import { formatCount, formatScore, formatShare } from '@/features/summary/format';

type Props = { stat: ScaleStat; name: string; hrefFor: HrefFor };

const oneDecimal = new Intl.NumberFormat(undefined, {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});

// Promoters, passives, detractors: the colours NPS is usually read in.
const GROUP_COLORS = ['teal.6', 'yellow.5', 'red.6'] as const;

type Nps = NonNullable<ScaleStat['nps']>;

/** Where the score sits between −100 and 100: a picture of the figure beside it. */
function NpsScale({ score }: { score: number }) {
  const at = `${(score + 100) / 2}%`;
  return (
    <Box aria-hidden style={{ maxWidth: 420 }}>
      <Box
        pos="relative"
        h={10}
        style={{
          borderRadius: 5,
          background:
            'linear-gradient(to right, var(--mantine-color-red-6), var(--mantine-color-yellow-5), var(--mantine-color-teal-6))',
        }}
      >
        <Box
          pos="absolute"
          top={-4}
          h={18}
          w={4}
          bg="var(--mantine-color-text)"
          style={{ left: `calc(${at} - 2px)`, borderRadius: 2 }}
        />
      </Box>
      <Group justify="space-between" mt={2}>
        <Text size="xs" c="dimmed">
          −100
        </Text>
        <Text size="xs" c="dimmed">
          0
        </Text>
        <Text size="xs" c="dimmed">
          100
        </Text>
      </Group>
    </Box>
  );
}

/** Promoters, passives and detractors: a coloured bar of their shares, and each as a link. */
function NpsGroups({ nps, hrefFor }: { nps: Nps; hrefFor: HrefFor }) {
  return (
    <Stack gap={6}>
      <Progress.Root size="lg" aria-hidden style={{ maxWidth: 420 }}>
        {nps.groups.map((group, index) => (
          <Progress.Section
            key={group.label}
            value={group.share * 100}
            color={GROUP_COLORS[index]}
          />
        ))}
      </Progress.Root>
      <Group gap="md" wrap="wrap">
        {nps.groups.map((group, index) => (
          <Group key={group.label} gap={6} wrap="nowrap">
            <Box w={10} h={10} bg={GROUP_COLORS[index]} style={{ borderRadius: 5 }} aria-hidden />
            <Text size="sm">
              {group.label}:{' '}
              <FilterLink href={hrefFor(group.filter)} inText>
                {formatCount(group.count)}
              </FilterLink>{' '}
              ({formatShare(group.share)})
            </Text>
          </Group>
        ))}
      </Group>
    </Stack>
  );
}

/**
 * A rating or scale: its average out of the top of the scale ("3.7 / 5") and its distribution;
 * for a 0–10 scale the NPS on its −100 to 100 scale, with promoters, passives and detractors.
 */
export function ScaleBody({ stat, name, hrefFor }: Props) {
  const { nps } = stat;
  const average =
    stat.average === null ? '—' : `${oneDecimal.format(stat.average)} / ${stat.outOf}`;
  return (
    <>
      <Figures
        figures={[
          { label: 'Average', value: average },
          ...(nps ? [{ label: 'NPS', value: formatScore(nps.score) }] : []),
        ]}
      />
      {nps && (
        <>
          <Text size="xs" c="dimmed">
            NPS: % promoters − % detractors, from −100 to 100.
          </Text>
          <NpsScale score={nps.score} />
          <NpsGroups nps={nps} hrefFor={hrefFor} />
        </>
      )}
      <CountChart items={stat.items} hrefFor={hrefFor} layout="columns" color="teal.6" />
      <CountTable
        items={stat.items}
        caption={`Answers to ${name}`}
        label="Value"
        hrefFor={hrefFor}
        collapsed
      />
    </>
  );
}
