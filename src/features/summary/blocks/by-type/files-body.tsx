import { formatFileSize } from '@/components/answers/number-format';
import { formatMoney } from '@/components/answers/money-format';
import type { FileStat } from '@/features/summary/stats/files';
import type { PaymentStat } from '@/features/summary/stats/payments';
import type { HrefFor } from '@/features/summary/summary-links';
import { CountChart } from '@/features/summary/charts/count-chart';
import { CountTable } from '@/features/summary/charts/count-table';
import { Figures } from '@/features/summary/charts/figures';
import { formatCount } from '@/features/summary/format';
import { SimpleTable } from '@/features/summary/charts/simple-table';

type Props<T> = { stat: T; name: string; hrefFor: HrefFor };

/** FILE_UPLOAD and SIGNATURE: responses with files, how many files, their size and types. */
export function FilesBody({ stat, name, hrefFor }: Props<FileStat>) {
  return (
    <>
      <Figures
        figures={[
          {
            label: 'Responses with files',
            value: formatCount(stat.answered),
            href: hrefFor(stat.withFilesFilter),
          },
          { label: 'Files', value: formatCount(stat.files) },
          { label: 'Total size', value: formatFileSize(stat.totalSize) ?? '—' },
        ]}
      />
      <CountTable
        items={stat.byType}
        caption={`Files of ${name} by type`}
        label="Type"
        countLabel="Files"
        hrefFor={hrefFor}
      />
    </>
  );
}

/** PAYMENT: the total in each currency and the payments by status. */
export function PaymentBody({ stat, name, hrefFor }: Props<PaymentStat>) {
  return (
    <>
      <SimpleTable
        caption={`Totals of ${name} per currency`}
        head={['Currency', 'Payments', 'Total']}
        rows={stat.totals.map((total) => [
          total.currency,
          formatCount(total.count),
          formatMoney(total.minor, total.currency) ?? `${formatCount(total.minor)} (minor units)`,
        ])}
      />
      <CountChart items={stat.byStatus} hrefFor={hrefFor} layout="bars" color="green.6" />
      <CountTable
        items={stat.byStatus}
        caption={`${name} by status`}
        label="Status"
        hrefFor={hrefFor}
        collapsed
      />
    </>
  );
}
