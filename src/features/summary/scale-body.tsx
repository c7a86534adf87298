import { Text } from '@mantine/core';
import type { ScaleStat } from './stats/scale';
import type { HrefFor } from './summary-links';
import { CountChart } from './count-chart';
import { CountTable } from './count-table';
import { Figures } from './figures';
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
          Promoters (9–10): {formatCount(nps.promoters)} · Passives (7–8):{' '}
          {formatCount(nps.passives)} · Detractors (0–6): {formatCount(nps.detractors)}
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
