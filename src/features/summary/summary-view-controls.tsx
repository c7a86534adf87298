import { Button, Group, SegmentedControl, TextInput } from '@mantine/core';
import type { SubmissionFilter } from '@/contract/list-queries';
import type { ResponseView } from '@/response-set/view';
import { submittedRange, withSubmittedRange } from './summary-scope';

type SetView = (next: Partial<ResponseView>) => void;

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
  const setRange = (nextFrom: string | null, nextTo: string | null) =>
    setView({ filters: withSubmittedRange(view, nextFrom, nextTo) });
  return (
    <Group gap="xs" align="flex-end" wrap="wrap">
      <TextInput
        type="date"
        label="Submitted from"
        size="xs"
        value={from ?? ''}
        max={to ?? undefined}
        onChange={(event) => setRange(event.currentTarget.value || null, to)}
      />
      <TextInput
        type="date"
        label="Submitted to"
        size="xs"
        value={to ?? ''}
        min={from ?? undefined}
        onChange={(event) => setRange(from, event.currentTarget.value || null)}
      />
      {(from !== null || to !== null) && (
        <Button variant="subtle" size="xs" onClick={() => setRange(null, null)}>
          Any date
        </Button>
      )}
    </Group>
  );
}
