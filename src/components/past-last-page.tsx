import { Button } from '@mantine/core';
import { EmptyState } from './empty-state';

type Props = { itemLabel: string; lastPage: number; onGoTo: (page: number) => void };

/** A page number beyond the end (an old link, or rows deleted elsewhere): not "no items yet". */
export function PastLastPage({ itemLabel, lastPage, onGoTo }: Props) {
  return (
    <EmptyState title={`This page has no ${itemLabel}`}>
      The list ends on page {lastPage}.{' '}
      <Button variant="subtle" size="compact-sm" onClick={() => onGoTo(lastPage)}>
        Go to page {lastPage}
      </Button>
    </EmptyState>
  );
}
