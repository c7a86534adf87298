import { Anchor, Group, Select, Table, Text } from '@mantine/core';
import { useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router-dom';
import type { Question, Submission } from '@/api/schemas';
import type { Filter } from '@/response-set/filters';
import { categoriesOf, crossTab } from '@/features/summary/stats/cross-tab';
import type { QuestionSummary } from '@/features/summary/stats/summarize';
import { crossTabTestSentence, type OpenCrossTab } from './cross-tab-words';
import { formatCount, formatShare } from '@/features/summary/format';
import { SummaryBlock } from '@/features/summary/blocks/summary-block';

type Props = {
  items: readonly QuestionSummary[];
  rows: readonly Submission[];
  questions: readonly Question[];
  hrefForAll: (filters: readonly Filter[]) => string;
  /** Told which table is open (null: none), e.g. for the report of the Summary. */
  onOpenChange?: (open: OpenCrossTab | null) => void;
};

const questionName = (question: Question) => question.name.trim() || question.id;

/**
 * Two questions against each other: how many responses gave each pair of answers, with row and
 * column shares and a heat map; each count opens the table on exactly those responses.
 */
export function CrossTabBlock({ items, rows, questions, hrefForAll, onOpenChange }: Props) {
  const candidates = useMemo(
    () =>
      items.flatMap((item) => {
        const categories = categoriesOf(item.stat);
        return categories && categories.categories.length > 0
          ? [{ question: item.question, categories }]
          : [];
      }),
    [items],
  );
  const [rowId, setRowId] = useState<string | null>(null);
  const [columnId, setColumnId] = useState<string | null>(null);
  const rowPick = candidates.find(({ question }) => question.id === rowId);
  const columnPick = candidates.find(({ question }) => question.id === columnId);
  const table = useMemo(
    () =>
      rowPick && columnPick && rowPick !== columnPick
        ? crossTab(rows, questions, rowPick.categories, columnPick.categories)
        : null,
    [rows, questions, rowPick, columnPick],
  );
  useEffect(() => {
    if (!onOpenChange || !table || !rowPick || !columnPick) return;
    onOpenChange({
      rowId: rowPick.question.id,
      columnId: columnPick.question.id,
      rowName: questionName(rowPick.question),
      columnName: questionName(columnPick.question),
      table,
    });
    return () => onOpenChange(null);
  }, [onOpenChange, table, rowPick, columnPick]);
  if (candidates.length < 2) return null;
  const options = candidates.map(({ question }) => ({
    value: question.id,
    label: questionName(question),
  }));
  const nameOf = (id: string | null) => options.find((option) => option.value === id)?.label ?? '';
  const max = table ? Math.max(1, ...table.counts.flat()) : 1;

  return (
    <SummaryBlock title="Cross-tabulate two questions">
      <Group gap="sm" align="flex-end" wrap="wrap">
        <Select
          label="Rows"
          placeholder="Pick a question"
          data={options.filter((option) => option.value !== columnId)}
          value={rowId}
          onChange={setRowId}
          searchable
          w={{ base: '100%', xs: 360 }}
        />
        <Select
          label="Columns"
          placeholder="Pick a question"
          data={options.filter((option) => option.value !== rowId)}
          value={columnId}
          onChange={setColumnId}
          searchable
          w={{ base: '100%', xs: 360 }}
        />
      </Group>
      {!table ? (
        <Text size="sm" c="dimmed">
          Pick two questions to see how their answers go together, e.g. a plan against a rating.
        </Text>
      ) : (
        <>
          <Table.ScrollContainer minWidth={0} type="native">
            <Table withTableBorder withColumnBorders>
              <caption style={{ captionSide: 'top', textAlign: 'start' }}>
                {nameOf(rowId)} (rows) by {nameOf(columnId)} (columns): {formatCount(table.total)}{' '}
                responses answered both
              </caption>
              <Table.Thead>
                <Table.Tr>
                  <Table.Th scope="col">{nameOf(rowId)}</Table.Th>
                  {table.columns.map((column) => (
                    <Table.Th key={column.label} scope="col">
                      <bdi>{column.label}</bdi>
                    </Table.Th>
                  ))}
                  <Table.Th scope="col">Total</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {table.rows.map((row, i) => (
                  <Table.Tr key={row.label}>
                    <Table.Th scope="row">
                      <bdi>{row.label}</bdi>
                    </Table.Th>
                    {table.columns.map((column, j) => {
                      const count = table.counts[i]?.[j] ?? 0;
                      const rowTotal = table.rowTotals[i] ?? 0;
                      const columnTotal = table.columnTotals[j] ?? 0;
                      const heat = Math.round((count / max) * 45);
                      return (
                        <Table.Td
                          key={column.label}
                          style={{
                            background: `color-mix(in srgb, var(--mantine-color-blue-filled) ${heat}%, transparent)`,
                          }}
                        >
                          <Anchor
                            component={Link}
                            to={hrefForAll([row.filter, column.filter])}
                            c="var(--mantine-color-text)"
                            underline="always"
                            fw={600}
                            aria-label={`${formatCount(count)}: ${row.label} and ${column.label}`}
                          >
                            {formatCount(count)}
                          </Anchor>
                          <Text size="xs" c="var(--mantine-color-text)">
                            {formatShare(rowTotal ? count / rowTotal : 0)} of row ·{' '}
                            {formatShare(columnTotal ? count / columnTotal : 0)} of column
                          </Text>
                        </Table.Td>
                      );
                    })}
                    <Table.Td>{formatCount(table.rowTotals[i] ?? 0)}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          <Text size="sm">{crossTabTestSentence(table.test)}</Text>
        </>
      )}
    </SummaryBlock>
  );
}
