import {
  type Announcements,
  closestCenter,
  DndContext,
  type DragEndEvent,
  KeyboardSensor,
  type Modifier,
  PointerSensor,
  type UniqueIdentifier,
  useSensor,
  useSensors,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { ActionIcon, Group } from '@mantine/core';
import { IconGripVertical } from '@tabler/icons-react';
import { type ReactNode, useRef } from 'react';
import type { Question } from '@/api/schemas';

type Props = {
  /** Every question in the table's order: positions are counted in it. */
  ordered: Question[];
  /** The ids of the rows on show (a search may list only some). */
  listedIds: string[];
  nameOf: (question: Question) => string;
  /** Puts `id` where `targetId` is. */
  onPlace: (id: string, targetId: string) => void;
  /** Tells whether a column is being dragged (Escape then cancels the drag, not the picker). */
  onDragging: (dragging: boolean) => void;
  children: ReactNode;
};

const INSTRUCTIONS =
  'To move this column, press Space, then the up and down arrow keys, then Space again to drop ' +
  'it, or Escape to cancel.';

// Made once: the rows redrawn at each step of a drag keep the very same icon element.
const GRIP = <IconGripVertical size={14} aria-hidden />;

// The list is one column: a row only moves up or down.
const upAndDownOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

/**
 * Drag and drop of the column picker's rows, with the mouse, touch or the keyboard (dnd-kit's
 * keyboard sensor: Space lifts, arrows move, Space drops), announced to screen readers by name.
 */
export function SortableColumns({
  ordered,
  listedIds,
  nameOf,
  onPlace,
  onDragging,
  children,
}: Props) {
  const sensors = useSensors(
    // A few pixels of travel before a drag starts, so that a click on the handle stays a click.
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const total = ordered.length;
  const indexOf = (id: UniqueIdentifier) => ordered.findIndex((question) => question.id === id);
  const name = (id: UniqueIdentifier) => {
    const question = ordered[indexOf(id)];
    return question ? nameOf(question) : 'The column';
  };
  const position = (id: UniqueIdentifier) => `position ${indexOf(id) + 1} of ${total}`;

  // dnd-kit reports the row under the lifted one at once: only a change of place is announced.
  const lastOver = useRef<UniqueIdentifier | null>(null);
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      lastOver.current = active.id;
      return `Picked up ${name(active.id)}, at ${position(active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over || over.id === lastOver.current) return undefined;
      lastOver.current = over.id;
      return `${name(active.id)} would move to ${position(over.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over
        ? `${name(active.id)} dropped at ${position(over.id)}.`
        : `${name(active.id)} dropped where it was.`,
    onDragCancel: ({ active }) =>
      `Moving ${name(active.id)} cancelled: it stays at ${position(active.id)}.`,
  };

  const end = ({ active, over }: DragEndEvent) => {
    onDragging(false);
    if (over && active.id !== over.id) onPlace(String(active.id), String(over.id));
  };

  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[upAndDownOnly]}
      accessibility={{ announcements, screenReaderInstructions: { draggable: INSTRUCTIONS } }}
      onDragStart={() => onDragging(true)}
      onDragEnd={end}
      onDragCancel={() => onDragging(false)}
    >
      <SortableContext items={listedIds} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

/**
 * One row of the list: its drag handle, then `children`. Every row is drawn again at each step of
 * a drag; `children` are not (they are the same elements), so a drag stays quick with 150 rows.
 */
export function SortableRow({
  id,
  name,
  children,
}: {
  id: string;
  name: string;
  children: ReactNode;
}) {
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id });
  return (
    <Group
      ref={setNodeRef}
      gap={4}
      wrap="nowrap"
      style={{
        transform: CSS.Translate.toString(transform),
        transition,
        // The dragged row above the others, on the dropdown's own background.
        position: 'relative',
        zIndex: isDragging ? 1 : undefined,
        background: isDragging ? 'var(--mantine-color-body)' : undefined,
        boxShadow: isDragging ? 'var(--mantine-shadow-sm)' : undefined,
        borderRadius: 'var(--mantine-radius-sm)',
      }}
    >
      <ActionIcon
        ref={setActivatorNodeRef}
        size="sm"
        variant="subtle"
        color="gray"
        aria-label={`Drag ${name} to reorder`}
        title="Drag to reorder"
        // The pointer sensor needs the browser not to scroll on touch.
        style={{ cursor: isDragging ? 'grabbing' : 'grab', touchAction: 'none' }}
        {...attributes}
        {...listeners}
      >
        {GRIP}
      </ActionIcon>
      {children}
    </Group>
  );
}
