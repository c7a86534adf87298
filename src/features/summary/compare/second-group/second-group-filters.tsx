import { Group, Text } from '@mantine/core';
import { useCallback, useMemo } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { FilterBar } from '@/components/filters/filter-bar';
import type { Filter } from '@/response-set/filters';
import { type ResponseView, tabOf } from '@/response-set/view';
import type { CompareTarget } from '@/features/summary/compare/compare-url';

type Props = {
  rows: readonly Submission[];
  questions: readonly Question[];
  view: ResponseView;
  filters: Filter[];
  setTarget: (next: CompareTarget | null) => void;
};

/**
 * The second group built on the spot: the table's own filter builder, over the responses of the
 * view's tab. Each change goes to the URL, so a copied link holds the group.
 */
export function SecondGroupFilters({ rows, questions, view, filters, setTarget }: Props) {
  const tabRows = useMemo(() => tabOf(rows, view.tab), [rows, view.tab]);
  const onChange = useCallback(
    (next: Filter[]) => setTarget({ kind: 'filters', filters: next }),
    [setTarget],
  );
  return (
    <Group gap="xs" align="center" wrap="wrap" role="group" aria-label="Second group">
      <Text size="sm" fw={600}>
        Second group: responses where
      </Text>
      <FilterBar questions={questions} rows={tabRows} filters={filters} onChange={onChange} />
    </Group>
  );
}
