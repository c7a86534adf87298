import { Badge, Button, Drawer, Group, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { IconAdjustmentsHorizontal } from '@tabler/icons-react';
import { type ReactNode, useMemo } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { useSmallScreen } from '@/components/use-small-screen';
import type { Filter } from '@/response-set/filters';
import type { SortSpec } from '@/response-set/sort';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import { responseSetActions } from '@/response-set/use-response-set';
import { isRefined, type ResponseView } from '@/response-set/view';
import { FilterBar } from '@/components/filters/filter-bar';
import { ResponseSetStatus } from './response-set-status';
import { SavedViewsMenu } from './saved-views/saved-views-menu';
import { SearchBox } from './search-box';
import { SortSelect } from './sort-select';

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
  /** The questions shown as columns: what a phone may sort by (its cards have no headers). */
  columns: Question[];
  onSort: (sort: SortSpec | null) => void;
  /** The table's own controls (columns, export): the phone's sheet holds them. */
  actions: ReactNode;
};

const nf = new Intl.NumberFormat();

/**
 * Above the table, in the page's one bar: the search, filters, saved views, how many responses
 * match, how loading stands. On a phone: the search and a "Filters & view" button opening a
 * sheet with the rest, the table's own controls and sorting included.
 */
export function SearchAndFilters(props: Props) {
  const { set, view, local, matching, tabRows, questions, onSearch, onFilters } = props;
  const { formId } = set;
  const small = useSmallScreen();
  const [sheetOpened, sheet] = useDisclosure(false);
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
  const status = <ResponseSetStatus set={set} {...actions} />;
  const search = <SearchBox value={view.search} onChange={onSearch} />;
  const filterBar = (
    <FilterBar questions={questions} rows={tabRows} filters={view.filters} onChange={onFilters} />
  );
  const matches = local && refined && matching && (
    <Text size="sm" aria-live="polite">
      {nf.format(matching.length)} of {nf.format(tabRows.length)} responses match
      {set.complete ? '' : ` (of the ${nf.format(set.rows.length)} loaded so far)`}
    </Text>
  );

  if (small) {
    const count = view.filters.length + (view.sort ? 1 : 0);
    return (
      <Stack gap={4} style={{ flex: '1 1 100%' }} miw={0}>
        <Group gap="xs" wrap="nowrap">
          <div style={{ flex: 1, minWidth: 0 }}>{search}</div>
          <Button
            variant="default"
            size="sm"
            px="xs"
            leftSection={<IconAdjustmentsHorizontal size={16} aria-hidden />}
            rightSection={
              count > 0 ? (
                <Badge size="sm" circle aria-hidden>
                  {count}
                </Badge>
              ) : undefined
            }
            aria-label={`Filters & view${count > 0 ? ` (${count} applied)` : ''}`}
            onClick={sheet.open}
          >
            Filters & view
          </Button>
        </Group>
        {view.filters.length > 0 && !sheetOpened && filterBar}
        {matches}
        {status}
        <Drawer
          opened={sheetOpened}
          onClose={sheet.close}
          position="bottom"
          size="auto"
          title="Filters & view"
        >
          <Stack gap="md" pb="md">
            <Section title="Filters">{filterBar}</Section>
            <Section title="Sort">
              <SortSelect questions={props.columns} sort={view.sort} onChange={props.onSort} />
            </Section>
            <Section title="Saved views">
              <SavedViewsMenu formId={formId} />
            </Section>
            <Section title="Columns and export">
              <Group gap="xs">{props.actions}</Group>
            </Section>
          </Stack>
        </Drawer>
      </Stack>
    );
  }

  // Items of the page's bar, which ends with the table's controls (still mounted as loading ends).
  return (
    <>
      {search}
      {filterBar}
      <SavedViewsMenu formId={formId} />
      {matches}
      <Group gap="xs" ml="auto">
        {status}
      </Group>
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack gap={6}>
      <Title order={3} size="h6">
        {title}
      </Title>
      {children}
    </Stack>
  );
}
