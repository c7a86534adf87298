import { Tooltip } from '@mantine/core';

type Props = { full: string; short: string };

/** A cut name with the whole of it on hover, keyboard focus and touch. */
export function FullNameTooltip({ full, short }: Props) {
  return (
    <Tooltip
      label={full}
      multiline
      maw={480}
      events={{ hover: true, focus: true, touch: true }}
      styles={{ tooltip: { maxHeight: '50vh', overflow: 'auto', overflowWrap: 'anywhere' } }}
    >
      {/* Focusable so a keyboard user can read the whole name too. */}
      <bdi tabIndex={0}>{short}</bdi>
    </Tooltip>
  );
}
