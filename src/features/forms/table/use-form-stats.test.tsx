import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider, Table } from '@mantine/core';
import { act, render, screen, waitFor } from '@testing-library/react';
import { formStatsQueries } from '@/api/form-stats';
import type { SubmissionList } from '@/api/schemas';
import { FormStatsCells } from './form-stats-cells';
import { useFormStats, useFormStatsOf } from './use-form-stats';

const FORMS = 500;
const ids = Array.from({ length: FORMS }, (_, index) => `form-${index}`);
const list = (total: number) => ({ submissions: [], total }) as unknown as SubmissionList;

function Count({ formId, renders }: { formId: string; renders: Map<string, number> }) {
  const { stats } = useFormStatsOf(formId);
  renders.set(formId, (renders.get(formId) ?? 0) + 1);
  return <span data-testid={formId}>{stats ? stats.count : '…'}</span>;
}

function Counts({ renders }: { renders: Map<string, number> }) {
  useFormStats(ids, false);
  return ids.map((formId) => <Count key={formId} formId={formId} renders={renders} />);
}

describe('the forms overview counts at 500 forms', () => {
  /** 500 forms whose counts are all known but the first `unknown`, on screen. */
  function renderCounts(unknown: number) {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    for (const formId of ids.slice(unknown)) {
      queryClient.setQueryData(formStatsQueries.stats(formId).queryKey, list(7));
    }
    const renders = new Map<string, number>();
    render(
      <QueryClientProvider client={queryClient}>
        <Counts renders={renders} />
      </QueryClientProvider>,
    );
    renders.clear();
    return { queryClient, renders };
  }

  it('redraws the counts that land close together at once, each row once', async () => {
    const { queryClient, renders } = renderCounts(10);
    act(() => {
      for (const formId of ids.slice(0, 10)) {
        queryClient.setQueryData(formStatsQueries.stats(formId).queryKey, list(3));
      }
    });
    // Not yet: one redraw a few times a second, not one browser frame per count.
    expect(renders.size).toBe(0);
    expect(screen.getByTestId('form-0')).toHaveTextContent('…');
    await waitFor(() => {
      for (const formId of ids.slice(0, 10)) {
        expect(screen.getByTestId(formId)).toHaveTextContent('3');
      }
    });
    expect([...renders.values()]).toEqual(Array.from({ length: 10 }, () => 1));
  });

  it('does the same small work for each count that lands, whatever the number of forms', async () => {
    // Every count is known but one: nothing is fetched.
    const { queryClient, renders } = renderCounts(1);
    expect(screen.getByTestId('form-0')).toHaveTextContent('…');
    expect(screen.getByTestId('form-499')).toHaveTextContent('7');
    const reads = vi.spyOn(queryClient, 'getQueryState');

    act(() => queryClient.setQueryData(formStatsQueries.stats('form-0').queryKey, list(42)));
    await waitFor(() => expect(screen.getByTestId('form-0')).toHaveTextContent('42'));
    // One form's state is read and one row redrawn, not 500 of each.
    expect(reads.mock.calls.length).toBeLessThanOrEqual(2);
    expect([...renders.keys()]).toEqual(['form-0']);
  });
});

describe('a count still loading', () => {
  it('is announced as an image named Loading (an aria-label needs a role)', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // No read started: the count is not known yet.
    render(
      <QueryClientProvider client={queryClient}>
        <MantineProvider>
          <Table>
            <Table.Tbody>
              <Table.Tr>
                <FormStatsCells formId="form-0" labels={['Responses', 'Latest response']} />
              </Table.Tr>
            </Table.Tbody>
          </Table>
        </MantineProvider>
      </QueryClientProvider>,
    );
    expect(screen.getAllByRole('img', { name: 'Loading' })).toHaveLength(2);
  });
});
