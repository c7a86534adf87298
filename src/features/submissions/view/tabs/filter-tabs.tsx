import { Badge, Tabs } from '@mantine/core';
import { IconLock } from '@tabler/icons-react';
import { memo } from 'react';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { TabTotal } from './use-filter-totals';
import classes from './filter-tabs.module.css';

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

const count = new Intl.NumberFormat();

/**
 * What a screen reader hears for a tab: what it shows ("All 340"), in that order so that speech
 * input can name it by its visible text, then what it counts: "All 340 submissions".
 */
function tabLabel(filter: SubmissionFilter, total: TabTotal): string {
  if (total === 'forbidden') return `${LABELS[filter]} submissions, not permitted for this key`;
  return total === undefined
    ? `${LABELS[filter]} submissions`
    : `${LABELS[filter]} ${count.format(total)} submissions`;
}

// Seen only: the tab's aria-label says the same in words.
function TotalBadge({ total }: { total: TabTotal }) {
  if (total === 'forbidden') return <IconLock size={14} aria-hidden />;
  if (total === undefined) return null;
  return (
    <Badge size="sm" variant="light" color="gray" aria-hidden>
      {count.format(total)}
    </Badge>
  );
}

/** Memoized: a search, sort or filter does not redraw the tabs (given a stable `onChange`). */
export const FilterTabs = memo(function FilterTabs({ value, totals, onChange }: Props) {
  return (
    <Tabs
      value={value}
      onChange={(next) => next && onChange(next as SubmissionFilter)}
      classNames={{ list: classes.list, tab: classes.tab }}
    >
      <Tabs.List aria-label="Submission status">
        {ORDER.map((filter) => (
          <Tabs.Tab
            key={filter}
            value={filter}
            aria-label={tabLabel(filter, totals[filter])}
            rightSection={<TotalBadge total={totals[filter]} />}
          >
            {/* The space keeps name and count apart in the text tools read off the screen. */}
            {`${LABELS[filter]} `}
          </Tabs.Tab>
        ))}
      </Tabs.List>
    </Tabs>
  );
});
