import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { MantineProvider, Table } from '@mantine/core';
import { act, render, screen } from '@testing-library/react';
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
  it('does the same small work for each count that lands, whatever the number of forms', () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity } } });
    // Every count is known but one: nothing is fetched.
    for (const formId of ids.slice(1)) {
      queryClient.setQueryData(formStatsQueries.stats(formId).queryKey, list(7));
    }
    const renders = new Map<string, number>();
    render(
      <QueryClientProvider client={queryClient}>
        <Counts renders={renders} />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('form-0')).toHaveTextContent('…');
    expect(screen.getByTestId('form-499')).toHaveTextContent('7');
    renders.clear();
    const reads = vi.spyOn(queryClient, 'getQueryState');

    act(() => queryClient.setQueryData(formStatsQueries.stats('form-0').queryKey, list(42)));

    expect(screen.getByTestId('form-0')).toHaveTextContent('42');
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
