import { Box, Button } from '@mantine/core';
import { IconChevronDown } from '@tabler/icons-react';
import { type ReactNode, useId, useState } from 'react';
import classes from './show-figures.module.css';

/**
 * A chart's table of figures under a "Show figures" button. Collapsed, the table stays in the page
 * for screen readers (the chart itself is hidden from them) and for print.
 */
export function ShowFigures({ children }: { children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <>
      <Button
        variant="subtle"
        size="compact-sm"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
        rightSection={
          <IconChevronDown
            size={14}
            aria-hidden
            style={{ transform: open ? 'rotate(180deg)' : undefined }}
          />
        }
        style={{ alignSelf: 'flex-start' }}
      >
        {open ? 'Hide figures' : 'Show figures'}
      </Button>
      <Box id={id} className={open ? undefined : classes.collapsed}>
        {children}
      </Box>
    </>
  );
}
