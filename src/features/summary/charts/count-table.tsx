import { Button } from '@mantine/core';
import { useState } from 'react';
import type { CountItem } from '@/features/summary/stats/types';
import type { HrefFor } from '@/features/summary/summary-links';
import { FilterLink } from '@/features/summary/blocks/filter-link';
import { formatCount, formatShare } from '@/features/summary/format';
import { ShowFigures } from './show-figures';
import { SimpleTable } from './simple-table';

type Props = {
  items: readonly CountItem[];
  /** What the table lists, for screen readers ("Answers to Plan"). */
  caption: string;
  /** The first column's heading. */
  label: string;
  hrefFor: HrefFor;
  /** Shares are left out where they add nothing (a timeline). */
  withShare?: boolean;
  /** What is counted: responses unless said otherwise (files). */
  countLabel?: string;
  /** The figures of a chart drawn above: collapsed under "Show figures". */
  collapsed?: boolean;
};

const SHOWN = 10;

/** The figures of a chart as a table; a value that a filter can find opens the table on it. */
export function CountTable(props: Props) {
  const { items, caption, label, hrefFor, withShare = true, countLabel = 'Responses' } = props;
  const [all, setAll] = useState(false);
  const shown = all ? items : items.slice(0, SHOWN);
  const table = (
    <>
      <SimpleTable
        caption={caption}
        head={withShare ? [label, countLabel, 'Share'] : [label, countLabel]}
        rows={shown.map((item) => {
          const cells = [
            <FilterLink href={hrefFor(item.filter)}>{item.label}</FilterLink>,
            formatCount(item.count),
          ];
          return withShare ? [...cells, formatShare(item.share)] : cells;
        })}
      />
      {items.length > SHOWN && (
        <Button variant="subtle" size="xs" onClick={() => setAll(!all)}>
          {all ? 'Show fewer' : `Show all ${formatCount(items.length)}`}
        </Button>
      )}
    </>
  );
  return props.collapsed ? <ShowFigures>{table}</ShowFigures> : table;
}
