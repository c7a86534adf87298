import { formatDate, formatDateTime } from '@/lib/format-date';

/** A date that fits one line of the forms table; the full date and time on hover. */
export function CompactDate({ iso }: { iso: string }) {
  return (
    <time dateTime={iso} title={formatDateTime(iso)} style={{ whiteSpace: 'nowrap' }}>
      {formatDate(iso)}
    </time>
  );
}
