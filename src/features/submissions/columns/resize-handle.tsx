import { type KeyboardEvent, type PointerEvent, useRef } from 'react';
import classes from '@/features/submissions/table/submissions-table.module.css';
import { clampWidth, WIDTH_LIMITS } from './column-prefs';

type Props = {
  /** The column's name, for the handle's accessible name. */
  name: string;
  width: number;
  /** The width while dragging, `null` when the drag is given up. */
  onPreview: (width: number | null) => void;
  /** Keeps a width; `undefined` goes back to the width from the content. */
  onResize: (width: number | undefined) => void;
};

const STEP = 16;

/**
 * The right edge of a column header: drag it, or focus it and press ←/→ (16 px a press);
 * a double click gives the column back its width from the content.
 */
export function ResizeHandle({ name, width, onPreview, onResize }: Props) {
  const drag = useRef<{ x: number; width: number; moved: boolean } | null>(null);
  const widthAt = (event: PointerEvent) =>
    clampWidth(drag.current!.width + event.clientX - drag.current!.x);

  const onKeyDown = (event: KeyboardEvent) => {
    const delta = { ArrowLeft: -STEP, ArrowRight: STEP }[event.key];
    if (delta === undefined) return;
    // The table's own arrow keys move between cells; here they resize.
    event.preventDefault();
    event.stopPropagation();
    onResize(width + delta);
  };

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={`Resize column ${name}`}
      aria-valuenow={width}
      aria-valuemin={WIDTH_LIMITS.min}
      aria-valuemax={WIDTH_LIMITS.max}
      tabIndex={0}
      title="Drag to resize, double-click to fit the content"
      className={classes.resizeHandle}
      onPointerDown={(event) => {
        if (event.button !== 0) return;
        event.preventDefault();
        event.currentTarget.setPointerCapture(event.pointerId);
        drag.current = { x: event.clientX, width, moved: false };
      }}
      onPointerMove={(event) => {
        if (!drag.current) return;
        drag.current.moved = true;
        onPreview(widthAt(event));
      }}
      onPointerUp={(event) => {
        if (!drag.current) return;
        // A click without a move keeps nothing: the column keeps following its content.
        if (drag.current.moved) onResize(widthAt(event));
        drag.current = null;
      }}
      onPointerCancel={() => {
        drag.current = null;
        onPreview(null);
      }}
      onDoubleClick={() => onResize(undefined)}
      // Not a click on the header's sort button.
      onClick={(event) => event.stopPropagation()}
      onKeyDown={onKeyDown}
    />
  );
}
