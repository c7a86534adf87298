import { Button, Group, Text } from '@mantine/core';
import { IconTrash } from '@tabler/icons-react';

const nf = new Intl.NumberFormat();

/** What selected rows can do at once (export them too, from the Export menu). */
export function SelectionBar({
  count,
  selectAll,
  onDelete,
}: {
  count: number;
  /** Offered when every row on the page is selected and more match the view. */
  selectAll?: { count: number; onSelect: () => void };
  onDelete: () => void;
}) {
  return (
    <Group gap="xs" wrap="wrap">
      <Text size="sm">{nf.format(count)} selected</Text>
      {selectAll && (
        <Button size="xs" variant="subtle" onClick={selectAll.onSelect}>
          Select all {nf.format(selectAll.count)} matching
        </Button>
      )}
      <Button
        size="xs"
        color="red"
        variant="light"
        leftSection={<IconTrash size={14} />}
        onClick={onDelete}
      >
        Delete selected
      </Button>
    </Group>
  );
}
