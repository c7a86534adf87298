import { Group, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { ErrorState } from './error-state';
import { PaginationBar } from './pagination-bar';
import { PastLastPage } from './past-last-page';

/** The page sizes the lists of forms and webhooks offer. */
export const LIST_PAGE_SIZES = [10, 25, 50, 100, 250, 500] as const;

type Props = {
  title: string;
  description: string;
  /** The list's filter, beside the title. */
  filter: ReactNode;
  /** What the list holds, in the plural: "forms". */
  itemLabel: string;
  /** The query of the page on screen (React Query's result fits). */
  query: { data?: { total: number }; isError: boolean; error: unknown; refetch: () => unknown };
  /** The items of the page on screen; undefined until the first page arrives. */
  items: readonly unknown[] | undefined;
  /** The list's position, as `useListParams` keeps it in the URL. */
  list: { page: number; limit: number; update: (next: { page?: number; limit?: number }) => void };
  /** The choices of page size; the forms' and webhooks' by default. */
  pageSizes?: readonly number[];
  /** Shown when the list has no items at all (with this filter). */
  empty: ReactNode;
  /** Shown in place of the count and the pager (e.g. a search over every page). */
  footer?: ReactNode;
  /** The table of `items`, which shows its own skeleton while they load. */
  children: ReactNode;
};

/**
 * A page that lists one resource: title and filter, then the table, or what stands in for it (a
 * failed first load, a page past the end, an empty list), then the count and the pager.
 */
export function ListPage(props: Props) {
  const { title, description, filter, itemLabel, query, items, list } = props;
  const { data } = query;
  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end">
        <div>
          <Title order={1}>{title}</Title>
          <Text c="dimmed" size="sm">
            {description}
          </Text>
        </div>
        {filter}
      </Group>
      {query.isError && !data ? (
        <ErrorState
          error={query.error}
          title={`Could not load ${itemLabel}`}
          onRetry={() => query.refetch()}
        />
      ) : (
        <Paper withBorder radius="md">
          {data && items?.length === 0 ? (
            data.total > 0 ? (
              <PastLastPage
                itemLabel={itemLabel}
                lastPage={Math.ceil(data.total / list.limit)}
                onGoTo={(next) => list.update({ page: next })}
              />
            ) : (
              props.empty
            )
          ) : (
            props.children
          )}
        </Paper>
      )}
      {props.footer ??
        (data && (
          <PaginationBar
            list={list}
            total={data.total}
            pageSizes={props.pageSizes ?? LIST_PAGE_SIZES}
            itemLabel={itemLabel}
          />
        ))}
    </Stack>
  );
}
