import { Text } from '@mantine/core';
import type { ChoiceStat, RankingStat } from '@/features/summary/stats/choices';
import type { HrefFor } from '@/features/summary/summary-links';
import { CountChart } from '@/features/summary/charts/count-chart';
import { CountTable } from '@/features/summary/charts/count-table';
import { FilterLink } from '@/features/summary/blocks/filter-link';
import { formatCount, formatDecimal } from '@/features/summary/format';
import { ShowFigures } from '@/features/summary/charts/show-figures';
import { SimpleTable } from '@/features/summary/charts/simple-table';

type Props<T> = { stat: T; name: string; hrefFor: HrefFor };

const TOP_BARS = 15;

/** Options as bars with count and share; multi-answers also say how many were chosen. */
export function ChoiceBody({ stat, name, hrefFor }: Props<ChoiceStat>) {
  return (
    <>
      {stat.averageChosen !== null && (
        <Text size="sm">
          Chose {formatDecimal(stat.averageChosen)} options on average; shares are of the{' '}
          {formatCount(stat.answered)} who answered and can add up to more than 100 %.
        </Text>
      )}
      <CountChart items={stat.items.slice(0, TOP_BARS)} hrefFor={hrefFor} layout="bars" />
      <CountTable
        items={stat.items}
        caption={`Answers to ${name}`}
        label="Option"
        hrefFor={hrefFor}
        collapsed
      />
    </>
  );
}

/** Options by average rank, and how often each was ranked first. */
export function RankingBody({ stat, name, hrefFor }: Props<RankingStat>) {
  const firsts = stat.items.map((item) => ({
    ...item,
    count: item.first,
    share: stat.answered > 0 ? item.first / stat.answered : 0,
    filter: item.firstFilter,
  }));
  return (
    <>
      <Text size="sm">Ranked first, by option:</Text>
      <CountChart items={firsts} hrefFor={hrefFor} layout="bars" color="grape.6" />
      <ShowFigures>
        <SimpleTable
          caption={`Ranking of ${name}, best average rank first`}
          head={['Option', 'Average rank', 'Ranked first']}
          rows={stat.items.map((item) => [
            item.label,
            formatDecimal(item.averageRank),
            <FilterLink href={hrefFor(item.firstFilter)}>{formatCount(item.first)}</FilterLink>,
          ])}
        />
      </ShowFigures>
    </>
  );
}
