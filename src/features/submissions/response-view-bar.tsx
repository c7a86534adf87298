import { Group, Stack, Text } from '@mantine/core';
import type { Submission } from '@/api/schemas';
import type { ResponseSetSnapshot } from '@/response-set/response-set-store';
import { responseSetActions } from '@/response-set/use-response-set';
import { inTab, isRefined, type ResponseView } from '@/response-set/view';
import { ResponseSetStatus } from './response-set-status';
import { SearchBox } from './search-box';

type Props = {
  set: ResponseSetSnapshot;
  view: ResponseView;
  local: boolean;
  matching: readonly Submission[] | undefined;
  onSearch: (text: string) => void;
};

const nf = new Intl.NumberFormat();

/** Above the table: the search, how many responses match, and how loading stands. */
export function ResponseViewBar({ set, view, local, matching, onSearch }: Props) {
  const { formId } = set;
  const refined = isRefined(view);
  return (
    <Stack gap={8}>
      <ResponseSetStatus
        set={set}
        onPause={() => responseSetActions.pause(formId)}
        onResume={() => responseSetActions.resume(formId)}
        onRefresh={() => responseSetActions.refresh(formId)}
        onShowNew={() => responseSetActions.showNew(formId)}
      />
      <Group gap="sm" wrap="wrap" align="center">
        <SearchBox value={view.search} onChange={onSearch} />
        {local && refined && matching && (
          <Text size="sm" aria-live="polite">
            {nf.format(matching.length)} of {nf.format(inTabCount(set, view))} responses match
            {set.complete ? '' : ` (of the ${nf.format(set.rows.length)} loaded so far)`}
          </Text>
        )}
      </Group>
    </Stack>
  );
}

function inTabCount(set: ResponseSetSnapshot, view: ResponseView): number {
  return set.rows.reduce((count, row) => count + (inTab(row, view.tab) ? 1 : 0), 0);
}
