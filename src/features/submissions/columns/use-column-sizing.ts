import { useCallbackRef } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import type { Question, Submission } from '@/api/schemas';
import { useRouteIds } from '@/lib/id-route';
import { type Density, setWidth } from './column-prefs';
import { autoColumnWidths } from './column-widths';
import { useColumnPrefs } from './use-column-prefs';

export type ColumnSizing = {
  /** A question column's width in px: set by hand, else from its content. */
  widthOf: (questionId: string) => number;
  pinned: ReadonlySet<string>;
  density: Density;
  /** Keeps a width for this form; `undefined` goes back to the width from the content. */
  resize: (questionId: string, width: number | undefined) => void;
  /** A width while a drag goes on (`null` when it stops), shown but not saved yet. */
  preview: (questionId: string, width: number | null) => void;
};

const FALLBACK_WIDTH = 200;

/** The widths, pins and density of the table's columns, from this form's column prefs. */
export function useColumnSizing(
  questions: readonly Question[],
  rows: readonly Submission[] | undefined,
): ColumnSizing {
  const { formId } = useRouteIds();
  const { prefs, setPrefs } = useColumnPrefs(formId);
  // Once per page of rows, not per render: the page slices its rows anew on every render (a
  // selection, a keystroke), so the same rows are recognised by their ids.
  const rowIds = rows?.map((row) => row.id).join('\n');
  const auto = useMemo(
    () => autoColumnWidths(questions, rows ?? []),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [questions, rowIds],
  );
  const [dragged, setDragged] = useState<{ id: string; width: number } | null>(null);
  const widthOf = useMemo(() => {
    const { widths } = prefs;
    return (id: string) =>
      dragged?.id === id
        ? dragged.width
        : ((Object.hasOwn(widths, id) ? widths[id] : undefined) ?? auto.get(id) ?? FALLBACK_WIDTH);
  }, [prefs, auto, dragged]);
  const pinned = useMemo(() => new Set(prefs.pinned), [prefs.pinned]);
  const resize = useCallbackRef((id: string, width: number | undefined) => {
    setDragged(null);
    setPrefs(setWidth(prefs, id, width));
  });
  const preview = useCallbackRef((id: string, width: number | null) =>
    setDragged(width === null ? null : { id, width }),
  );
  return { widthOf, pinned, density: prefs.density, resize, preview };
}
