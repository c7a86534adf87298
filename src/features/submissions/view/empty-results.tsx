import { Button, Group, Stack } from '@mantine/core';
import { EmptyState } from '@/components/empty-state';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { ResponseView } from '@/response-set/view';
import type { TabTotal } from './tabs/use-filter-totals';

type Props = {
  view: ResponseView;
  /** How many responses the form has at all (the All tab), when known. */
  formTotal: TabTotal;
  onClearSearch: () => void;
  onClearFilters: () => void;
  onTab: (tab: SubmissionFilter) => void;
};

const TAB_WORDS: Record<SubmissionFilter, string> = {
  completed: 'completed',
  partial: 'partial',
  all: '',
};

/** What an empty table says, and the way on: share the form, or undo what hides the rows. */
export function EmptyResults({ view, formTotal, onClearSearch, onClearFilters, onTab }: Props) {
  const searched = view.search.trim() !== '';
  const filtered = view.filters.length > 0;
  if (searched || filtered) {
    return (
      <Stack gap={0} align="center">
        <EmptyState title="No responses match">
          {searched && filtered
            ? 'Nothing answers both the search and the filters.'
            : searched
              ? `Nothing answers “${view.search.trim()}”.`
              : 'No response passes every filter.'}
        </EmptyState>
        <Group gap="xs" justify="center" pb="xl">
          {searched && (
            <Button size="xs" variant="default" onClick={onClearSearch}>
              Clear the search
            </Button>
          )}
          {filtered && (
            <Button size="xs" variant="default" onClick={onClearFilters}>
              Remove filters
            </Button>
          )}
        </Group>
      </Stack>
    );
  }
  if (formTotal === 0 || view.tab === 'all') {
    return (
      <EmptyState title="No responses yet">
        Share the form: responses appear here as soon as people submit it.
      </EmptyState>
    );
  }
  return (
    <Stack gap={0} align="center">
      <EmptyState title={`No ${TAB_WORDS[view.tab]} responses`}>
        {view.tab === 'partial'
          ? 'Nobody has left the form unfinished.'
          : 'Nobody has finished the form yet.'}
      </EmptyState>
      <Group justify="center" pb="xl">
        <Button size="xs" variant="default" onClick={() => onTab('all')}>
          Show all responses
        </Button>
      </Group>
    </Stack>
  );
}
