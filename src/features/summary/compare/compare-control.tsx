import { Select } from '@mantine/core';
import { localDay } from '@/response-set/filters';
import { searchTerms } from '@/response-set/search';
import type { SavedView } from '@/response-set/saved-views';
import type { ResponseView } from '@/response-set/view';
import { type QuickPeriod, quickPeriod } from './second-group/compare-periods';
import { type CompareTarget, compareTargetFromText, compareTargetText } from './compare-url';
import { submittedRange } from '@/features/summary/summary-scope';

const QUICK: { value: QuickPeriod; label: string }[] = [
  { value: 'week', label: 'This week against last week' },
  { value: 'month', label: 'This month against last month' },
  { value: 'quarter', label: 'This quarter against last quarter' },
];

/** The entry of a second group built with filters (the URL holds the filters themselves). */
const FILTERS = 'filters';

type Props = {
  view: ResponseView;
  target: CompareTarget | null;
  setTarget: (next: CompareTarget | null, period?: { from: string; to: string }) => void;
  savedViews: readonly SavedView[];
};

/**
 * "Compare with…": the view against everyone else in its tab, responses picked with filters, a
 * saved view or the period before its dates; a quick pick sets this week, month or quarter as
 * the dates.
 */
export function CompareControl({ view, target, setTarget, savedViews }: Props) {
  const { from, to } = submittedRange(view);
  const narrowed = searchTerms(view.search).length > 0 || view.filters.length > 0;
  const choose = (value: string | null) => {
    const quick = QUICK.find((item) => item.value === value);
    if (quick) {
      const period = quickPeriod(quick.value, localDay(new Date().toISOString()) ?? '');
      if (period) setTarget({ kind: 'period' }, period);
      return;
    }
    if (value === FILTERS) {
      // The filters already built stay when the list is opened and this picked again.
      if (target?.kind !== 'filters') setTarget({ kind: 'filters', filters: [] });
      return;
    }
    setTarget(compareTargetFromText(value));
  };
  return (
    <Select
      label="Compare with…"
      placeholder="Nothing: one group"
      size="xs"
      w={{ base: '100%', xs: 300 }}
      clearable
      allowDeselect={false}
      value={target?.kind === 'filters' ? FILTERS : target ? compareTargetText(target) : null}
      onChange={choose}
      comboboxProps={{ withinPortal: true }}
      data={[
        {
          group: 'Another group',
          items: [
            // Without a search or filter the view is the whole tab: no one else is left.
            narrowed
              ? { value: 'rest', label: 'Everyone else in this tab' }
              : {
                  value: 'rest',
                  label: 'Everyone else in this tab (search or filter first)',
                  disabled: true,
                },
            { value: FILTERS, label: 'Responses I pick with filters' },
            from === null || to === null
              ? {
                  value: 'period',
                  label: 'The period before these dates (set both dates above first)',
                  disabled: true,
                }
              : { value: 'period', label: 'The period before these dates' },
          ],
        },
        { group: 'Periods', items: QUICK },
        ...(savedViews.length > 0
          ? [
              {
                group: 'Saved views',
                items: savedViews.map((saved) => ({
                  value: compareTargetText({ kind: 'view', name: saved.name }),
                  label: saved.name,
                })),
              },
            ]
          : []),
      ]}
    />
  );
}
