import { ActionIcon, Menu } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';

export type RowMenuItem = {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: () => void;
};

type Props = {
  /** The button's accessible name, naming the row: "Actions for Customer feedback". */
  label: string;
  items: RowMenuItem[];
};

/** A table row's actions behind one "…" button: a menu that keyboards and touch reach alike. */
export function RowMenu({ label, items }: Props) {
  return (
    <Menu position="bottom-end" withinPortal>
      <Menu.Target>
        <ActionIcon variant="subtle" color="gray" aria-label={label} title={label}>
          <IconDots size={18} aria-hidden="true" />
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
