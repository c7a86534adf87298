import { Table } from '@mantine/core';
import { type ReactNode, useMemo, useRef } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { SearchTermsContext } from '@/components/answers/search-terms-context';
import { TableSkeletonRows } from '@/components/table-skeleton';
import { searchTerms } from '@/response-set/search';
import { useRouteLinks } from './use-route-links';
import { useGridKeys } from '@/lib/use-grid-keys';
import { useColumnSizing } from '@/features/submissions/columns/use-column-sizing';
import { ColumnsOutOfView } from './head/columns-out-of-view';
import { SubmissionRow } from './rows/submission-row';
import classes from './submissions-table.module.css';
import type { SortControl } from './head/sort-header';
import { SubmissionsTableHead } from './head/submissions-table-head';
import { PINNED_WIDTH, useColumnWindow } from './use-column-window';

/** What the table and the phone's cards both draw a page of submissions from. */
export type SubmissionListProps = {
  /** The columns shown, in order (a card has the first few). */
  questions: Question[];
  submissions: Submission[] | undefined;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onDelete: (submission: Submission) => void;
  /** The view of one submission, carrying `?filter=&page=&limit=` of this list. */
  hrefFor: (submission: Submission) => string;
  stale: boolean;
  /** The view's search: its matches are marked in the cells. */
  search?: string;
  /** What an empty page says, and what to do next. */
  empty: ReactNode;
};

type Props = SubmissionListProps & { sorting: SortControl };

export function SubmissionsTable({
  questions,
  submissions,
  selected,
  onToggle,
  onToggleAll,
  onDelete,
  hrefFor,
  stale,
  sorting,
  search = '',
  empty,
}: Props) {
  const rows = submissions ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  useGridKeys(scrollerRef);
  const sizing = useColumnSizing(questions, submissions);
  useRouteLinks(scrollerRef);
  const columnWindow = useColumnWindow(questions, sizing, scrollerRef);
  const { columns, padLeft, padRight, width, hasPinned } = columnWindow;
  // Rows of another query (the previous tab or page while the next loads): not shown at all.
  const loading = !submissions || stale;
  // One array per search, so that the marks are worked out again only when it changes.
  const terms = useMemo(() => searchTerms(search), [search]);

  return (
    <div className={classes.frame}>
      <div
        ref={scrollerRef}
        className={classes.scroller}
        // Not a Tab stop of its own: the grid inside is one (Escape leaves the grid for here).
        tabIndex={-1}
        role="region"
        aria-label="Submissions table"
      >
        <Table
          className={classes.table}
          highlightOnHover
          verticalSpacing="xs"
          aria-busy={loading}
          role="grid"
          aria-label="Submissions"
          aria-colcount={questions.length + 2}
          data-density={sizing.density}
          data-has-pinned={hasPinned || undefined}
          style={{ width, '--pinned-width': `${PINNED_WIDTH}px` }}
        >
          <SubmissionsTableHead
            columnWindow={columnWindow}
            sizing={sizing}
            allSelected={allSelected}
            someSelected={someSelected}
            canSelect={rows.length > 0}
            onToggleAll={onToggleAll}
            sorting={sorting}
          />
          <SearchTermsContext value={terms}>
            <Table.Tbody>
              {loading ? (
                <TableSkeletonRows columns={columns.length + 2 || 6} />
              ) : (
                rows.map((submission, index) => (
                  <SubmissionRow
                    // By position, not id: a new view (search, sort, filter, page) then updates the
                    // rows in place instead of removing 50 and building 50 (half its time to show,
                    // measured). Rows hold no state of their own that could pass to another.
                    key={index}
                    submission={submission}
                    columns={columns}
                    padLeft={padLeft > 0}
                    padRight={padRight > 0}
                    selected={selected.has(submission.id)}
                    onToggle={onToggle}
                    onDelete={onDelete}
                    href={hrefFor(submission)}
                  />
                ))
              )}
            </Table.Tbody>
          </SearchTermsContext>
        </Table>
        {!loading && rows.length === 0 && empty}
      </div>
      <ColumnsOutOfView questions={questions} sizing={sizing} scrollerRef={scrollerRef} />
    </div>
  );
}
