import { Badge, Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { TabTotal } from './use-filter-totals';

const LABELS: Record<SubmissionFilter, string> = {
  completed: 'Completed',
  partial: 'Partial',
  all: 'All',
};
const ORDER: SubmissionFilter[] = ['completed', 'partial', 'all'];

type Props = {
  value: SubmissionFilter;
  totals: Record<SubmissionFilter, TabTotal>;
  onChange: (filter: SubmissionFilter) => void;
};

function TotalBadge({ total }: { total: TabTotal }) {
  if (total === 'forbidden') {
    return <IconLock size={14} aria-label="not permitted for this key" />;
  }
  if (total === undefined) return null;
  return (
    <Badge size="sm" variant="light" color="gray" aria-label={`${total} submissions`}>
      {new Intl.NumberFormat().format(total)}
    </Badge>
  );
}

export function FilterTabs({ value, totals, onChange }: Props) {
  return (
    <Tabs value={value} onChange={(next) => next && onChange(next as SubmissionFilter)}>
      <Tabs.List aria-label="Submission status">
        {ORDER.map((filter) => (
          <Tabs.Tab
            key={filter}
            value={filter}
            rightSection={<TotalBadge total={totals[filter]} />}
          >
            {LABELS[filter]}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
}
