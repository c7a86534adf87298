import { Text } from '@mantine/core';
import { Fragment } from 'react';
import type { ScaleStat } from './stats/scale';
import type { HrefFor } from './summary-links';
import { CountChart } from './count-chart';
import { CountTable } from './count-table';
import { Figures } from './figures';
import { FilterLink } from './filter-link';
import { formatCount, formatDecimal } from './format';

type Props = { stat: ScaleStat; name: string; hrefFor: HrefFor };

/** A rating or scale: its distribution and average, and for a 0–10 scale the NPS. */
export function ScaleBody({ stat, name, hrefFor }: Props) {
  const { nps } = stat;
  return (
    <>
      <Figures
        figures={[
          { label: 'Average', value: stat.average === null ? '—' : formatDecimal(stat.average) },
          ...(nps ? [{ label: 'NPS', value: String(nps.score) }] : []),
        ]}
      />
      {nps && (
        <Text size="sm">
          {nps.groups.map((group, index) => (
            <Fragment key={group.label}>
              {index > 0 && ' · '}
              {group.label}:{' '}
              <FilterLink href={hrefFor(group.filter)} inText>
                {formatCount(group.count)}
              </FilterLink>
            </Fragment>
          ))}
        </Text>
      )}
      <CountChart items={stat.items} hrefFor={hrefFor} layout="columns" color="teal.6" />
      <CountTable
        items={stat.items}
        caption={`Answers to ${name}`}
        label="Value"
        hrefFor={hrefFor}
      />
    </>
  );
}
