import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { useResponseViewParams } from '@/response-set/use-response-view-params';
import type { ResponseView } from '@/response-set/view';
import { submittedRange, withSubmittedRange } from './summary-scope';

type SetView = ReturnType<typeof useResponseViewParams>['setView'];

const TABS: { value: SubmissionFilter; label: string }[] = [
  { value: 'completed', label: 'Completed' },
  { value: 'partial', label: 'Partial' },
  { value: 'all', label: 'All' },
];

type TabProps = {
  view: ResponseView;
  setView: SetView;
  /** The key may see partial submissions: Partial and All can be chosen. */
  partialsVisible: boolean;
};

/** Which responses the questions cover: completed, partial or all (the table's tab). */
export function SummaryTabSwitch({ view, setView, partialsVisible }: TabProps) {
  return (
    <SegmentedControl
      aria-label="Responses the questions cover"
      size="xs"
      value={view.tab}
      onChange={(tab) => setView({ tab: tab as SubmissionFilter })}
      data={TABS.map((tab) => ({
        ...tab,
        disabled: !partialsVisible && tab.value !== 'completed',
      }))}
    />
  );
}

/** The days the responses were submitted on, both ends included (the table's `dates` filter). */
export function SubmittedRangeInputs({ view, setView }: { view: ResponseView; setView: SetView }) {
  const { from, to } = submittedRange(view);
  // Each end changes on the latest view: both typed at once keep both.
  const setEnd = (end: 'from' | 'to', value: string | null) =>
    setView((current) => {
      const range = { ...submittedRange(current), [end]: value };
      return { filters: withSubmittedRange(current, range.from, range.to) };
    });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label="Submitted from"
        size="xs"
        value={from ?? ''}
        max={to ?? undefined}
        onChange={(event) => setEnd('from', event.currentTarget.value || null)}
      />
      <TextInput
        type="date"
        label="Submitted to"
        size="xs"
        value={to ?? ''}
        min={from ?? undefined}
        onChange={(event) => setEnd('to', event.currentTarget.value || null)}
      />
      {(from !== null || to !== null) && (
        <Button
          variant="subtle"
          size="xs"
          onClick={() =>
            setView((current) => ({ filters: withSubmittedRange(current, null, null) }))
          }
        >
          Any date
        </Button>
      )}
    </Group>
  );
}
