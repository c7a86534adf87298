import { Group, NativeSelect, Pagination, Text } from '@mantine/core';
import { memo } from 'react';

type Props = {
  /** The list's position, as `useListParams` keeps it in the URL. */
  list: { page: number; limit: number; update: (next: { page?: number; limit?: number }) => void };
  total: number;
  pageSizes: readonly number[];
  itemLabel: string;
};

/** The pager's element id: the target of the "Skip to pagination" link before a long table. */
export const PAGINATION_ID = 'pagination';

/**
 * Memoized: a view change that keeps the page and the total (a sort) does not redraw it, given
 * a stable `list` (its Mantine Pagination is a good part of a table redraw).
 */
export const PaginationBar = memo(function PaginationBar({
  list,
  total,
  pageSizes,
  itemLabel,
}: Props) {
  const { page, limit } = list;
  const onPageChange = (next: number) => list.update({ page: next });
  const onLimitChange = (next: number) => list.update({ limit: next });
  const pages = Math.max(1, Math.ceil(total / limit));
  const first = total === 0 ? 0 : (page - 1) * limit + 1;
  const last = Math.min(total, page * limit);
  const nf = new Intl.NumberFormat();

  return (
    <Group
      justify="space-between"
      gap="sm"
      wrap="wrap"
      component="nav"
      aria-label="Pagination"
      id={PAGINATION_ID}
      tabIndex={-1}
    >
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0
          ? `No ${itemLabel}`
          : first > total
            ? `Page ${nf.format(page)} is past the end: ${nf.format(total)} ${itemLabel} in all`
            : `${nf.format(first)}–${nf.format(last)} of ${nf.format(total)} ${itemLabel}`}
      </Text>
      <Group gap="sm">
        {/* The browser's own select: keyboard and screen readers know it, and it costs no popover code. */}
        <NativeSelect
          aria-label="Rows per page"
          data={pageSizes.map((size) => ({ value: String(size), label: `${size} per page` }))}
          value={String(limit)}
          onChange={(event) => onLimitChange(Number(event.currentTarget.value))}
          w={140}
          size="xs"
        />
        <Pagination
          total={pages}
          value={Math.min(page, pages)}
          onChange={onPageChange}
          size="sm"
          withEdges
          getControlProps={(control) => ({ 'aria-label': `${control} page` })}
          getItemProps={(item) => ({ 'aria-label': `Page ${item}` })}
        />
      </Group>
    </Group>
  );
});
