import { deferredComponent } from '@/lib/deferred-component';
import { revealInvisible, shorten } from '@/lib/reveal-invisible';

type Props = {
  /** A name someone else chose: a form's, a file's, a webhook's. */
  name: string;
  /** Longer names are cut; the whole name shows on hover and on keyboard focus. */
  max?: number;
};

// The tooltip brings Mantine's positioning engine (floating-ui): downloaded when a long name is
// first shown, not with the forms list that can open a confirmation naming one. Until then, and
// if it cannot be downloaded, the browser's own title shows the whole name on hover.
const FullNameTooltip = deferredComponent(
  () => import('./full-name-tooltip').then((module) => module.FullNameTooltip),
  {
    Placeholder: ({ full, short }) => <bdi title={full}>{short}</bdi>,
    Failed: ({ full, short }) => (
      <bdi title={full} tabIndex={0}>
        {short}
      </bdi>
    ),
  },
);

/**
 * A name shown where it matters what it says (a confirmation, a file): isolated in `<bdi>` so a
 * right-to-left name cannot reorder the sentence around it, its invisible characters written out,
 * and never so long that it pushes the dialog's buttons away.
 */
export function ShownName({ name, max = 60 }: Props) {
  const revealed = revealInvisible(name);
  const short = shorten(revealed, max);
  if (short === revealed) return <bdi>{revealed}</bdi>;
  return <FullNameTooltip full={revealed} short={short} />;
}
