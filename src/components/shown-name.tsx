import { Tooltip } from '@mantine/core';
import { revealInvisible, shorten } from '@/lib/reveal-invisible';

type Props = {
  /** A name someone else chose: a form's, a file's, a webhook's. */
  name: string;
  /** Longer names are cut; the whole name shows on hover and on keyboard focus. */
  max?: number;
};

/**
 * A name shown where it matters what it says (a confirmation, a file): isolated in `<bdi>` so a
 * right-to-left name cannot reorder the sentence around it, its invisible characters written out,
 * and never so long that it pushes the dialog's buttons away.
 */
export function ShownName({ name, max = 60 }: Props) {
  const revealed = revealInvisible(name);
  const short = shorten(revealed, max);
  if (short === revealed) return <bdi>{revealed}</bdi>;
  return (
    <Tooltip
      label={revealed}
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
