import { Table, Text } from '@mantine/core';
import { useMemo, useRef } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { SearchTermsContext } from '@/components/answers/search-terms-context';
import { TableSkeletonRows } from '@/components/table-skeleton';
import { searchTerms } from '@/response-set/search';
import { SubmissionRow } from './submission-row';
import classes from './submissions-table.module.css';
import type { SortControl } from './sort-header';
import { SubmissionsTableHead } from './submissions-table-head';
import { useColumnWindow } from './use-column-window';

type Props = {
  questions: Question[];
  submissions: Submission[] | undefined;
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  onToggleAll: (checked: boolean) => void;
  onDelete: (submission: Submission) => void;
  /** The view of one submission, carrying `?filter=&page=&limit=` of this list. */
  hrefFor: (submission: Submission) => string;
  stale: boolean;
  sorting: SortControl;
  /** The view's search: its matches are marked in the cells. */
  search?: string;
};

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
}: Props) {
  const rows = submissions ?? [];
  const allSelected = rows.length > 0 && rows.every((row) => selected.has(row.id));
  const someSelected = rows.some((row) => selected.has(row.id));
  const scrollerRef = useRef<HTMLDivElement | null>(null);
  const columnWindow = useColumnWindow(questions, scrollerRef);
  const { columns, padLeft, padRight, windowed, width } = columnWindow;
  // One array per search, so that the marks are worked out again only when it changes.
  const terms = useMemo(() => searchTerms(search), [search]);

  return (
    <div
      ref={scrollerRef}
      className={classes.scroller}
      tabIndex={0}
      role="region"
      aria-label="Submissions table"
    >
      <Table
        className={classes.table}
        highlightOnHover
        verticalSpacing="xs"
        aria-busy={!submissions || stale}
        aria-colcount={questions.length + 2}
        style={{
          opacity: stale ? 0.6 : 1,
          ...(windowed ? { tableLayout: 'fixed', width } : {}),
        }}
      >
        <SubmissionsTableHead
          columnWindow={columnWindow}
          allSelected={allSelected}
          someSelected={someSelected}
          canSelect={rows.length > 0}
          onToggleAll={onToggleAll}
          sorting={sorting}
        />
        <SearchTermsContext value={terms}>
          <Table.Tbody>
            {!submissions ? (
              <TableSkeletonRows columns={columns.length + 2 || 6} />
            ) : (
              rows.map((submission) => (
                <SubmissionRow
                  key={submission.id}
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
      {submissions && rows.length === 0 && (
        <Text c="dimmed" ta="center" py="xl" role="status">
          No submissions here.
        </Text>
      )}
    </div>
  );
}
