import { Group, Stack, Text } from '@mantine/core';
import { useMemo } from 'react';
import type { Question, Submission } from '@/api/schemas';
import type { Filter } from '@/response-set/filters';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import { responseSetActions } from '@/response-set/use-response-set';
import { isRefined, type ResponseView } from '@/response-set/view';
import { FilterBar } from './filters/filter-bar';
import { ResponseSetStatus } from './response-set-status';
import { SavedViewsMenu } from './saved-views/saved-views-menu';
import { SearchBox } from './search-box';

type Props = {
  set: ResponseSetSnapshot;
  view: ResponseView;
  local: boolean;
  matching: readonly Submission[] | undefined;
  /** Every loaded response of the tab: the filters' options and counts come from them. */
  tabRows: readonly Submission[];
  /** Every question of the form, deleted ones too. */
  questions: Question[];
  /** A search commit, and whether it refines the search's own history entry (see SearchBox). */
  onSearch: (text: string, options: { replace: boolean }) => void;
  onFilters: (filters: Filter[]) => void;
};

const nf = new Intl.NumberFormat();

/** Above the table: the search, how many responses match, and how loading stands. */
export function SearchAndFilters(props: Props) {
  const { set, view, local, matching, tabRows, questions, onSearch, onFilters } = props;
  const { formId } = set;
  const refined = isRefined(view);
  // One set of handlers per form: the status line is then not redrawn by a view change.
  const actions = useMemo(
    () => ({
      onPause: () => responseSetActions.pause(formId),
      onResume: () => responseSetActions.resume(formId),
      onRefresh: () => responseSetActions.refresh(formId),
      onShowNew: () => responseSetActions.showNew(formId),
    }),
    [formId],
  );
  return (
    <Stack gap={8}>
      <ResponseSetStatus set={set} {...actions} />
      <Group gap="sm" wrap="wrap" align="center">
        <SearchBox value={view.search} onChange={onSearch} />
        <FilterBar
          questions={questions}
          rows={tabRows}
          filters={view.filters}
          onChange={onFilters}
        />
        <SavedViewsMenu formId={formId} />
        {local && refined && matching && (
          <Text size="sm" aria-live="polite">
            {nf.format(matching.length)} of {nf.format(tabRows.length)} responses match
            {set.complete ? '' : ` (of the ${nf.format(set.rows.length)} loaded so far)`}
          </Text>
        )}
      </Group>
    </Stack>
  );
}
