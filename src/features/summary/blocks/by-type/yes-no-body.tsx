import { Box, Group } from '@mantine/core';
import type { YesNoStat } from '@/features/summary/stats/yes-no';
import type { HrefFor } from '@/features/summary/summary-links';
import { YesNoDonut } from '@/features/summary/charts/count-chart';
import { CountTable } from '@/features/summary/charts/count-table';

type Props = { stat: YesNoStat; name: string; hrefFor: HrefFor };

/** Yes and no as a donut and a table. */
export function YesNoBody({ stat, name, hrefFor }: Props) {
  const [yes, no] = stat.items;
  return (
    <Group align="center" wrap="wrap" gap="lg">
      <YesNoDonut
        yes={yes?.count ?? 0}
        no={no?.count ?? 0}
        label={yes && stat.answered > 0 ? `${Math.round(yes.share * 100)} % yes` : '—'}
      />
      <Box style={{ flex: '1 1 200px' }}>
        <CountTable
          items={stat.items}
          caption={`Answers to ${name}`}
          label="Answer"
          hrefFor={hrefFor}
          collapsed
        />
      </Box>
    </Group>
  );
}
