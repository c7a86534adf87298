import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

/**
 * A row's less frequent actions (delete among them) behind a "…" button, away from the row's
 * main link where a slip of the pointer would start them. Keyboard and touch reach it as any
 * button; the menu is Mantine's (arrow keys, Escape, focus back to the button).
 */
export function RowMenu({
  label,
  items,
}: {
  label: string;
  items: { label: string; icon?: ReactNode; color?: string; onClick: () => void }[];
}) {
  return (
    <Menu position="bottom-end" withinPortal shadow="md">
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" size="md" aria-label={label}>
          <IconDots size={18} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        {items.map((item) => (
          <Menu.Item
            key={item.label}
            leftSection={item.icon}
            color={item.color}
            onClick={item.onClick}
          >
            {item.label}
          </Menu.Item>
        ))}
      </Menu.Dropdown>
    </Menu>
  );
}
