import { ActionIcon } from '@mantine/core';
import { IconDots } from '@tabler/icons-react';
import type { ReactNode } from 'react';
import { deferredComponent } from '@/lib/deferred-component';

export type RowMenuItem = {
  label: string;
  icon?: ReactNode;
  color?: string;
  onClick: () => void;
};

export type RowMenuProps = {
  /** The button's accessible name, naming the row: "Actions for Customer feedback". */
  label: string;
  items: RowMenuItem[];
};

/**
 * Where the "…" button will be, until the menu's code arrives (moments after the first row is
 * drawn): not a control yet, so nothing can be pressed that would not answer.
 */
function RowMenuStandIn() {
  return (
    <ActionIcon component="span" variant="subtle" color="gray" aria-hidden="true" tabIndex={-1}>
      <IconDots size={18} />
    </ActionIcon>
  );
}

/**
 * A row's actions behind a "…" button. Mantine's Menu brings its positioning library with it, so
 * it is downloaded as the first row is drawn rather than with the forms page's first screen.
 */
export const RowMenu = deferredComponent(
  () => import('./row-menu-dropdown').then((code) => code.RowMenuDropdown),
  { Placeholder: RowMenuStandIn, Failed: RowMenuStandIn },
);
