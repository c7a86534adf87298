import { describeDifference } from '@/features/summary/stats/chi-square';
import type { CrossTab } from '@/features/summary/stats/cross-tab';

/** A cross-tab as the Summary shows it: the two questions' ids and names, and their table. */
export type OpenCrossTab = {
  rowId: string;
  columnId: string;
  rowName: string;
  columnName: string;
  table: CrossTab;
};

/** What the chi-square test says about a cross-tab, or why no test applies. */
export function crossTabTestSentence(test: CrossTab['test']): string {
  switch (test.kind) {
    case 'test':
      return `Chi-square test: ${describeDifference(test.p)}; χ² = ${test.statistic.toFixed(1)}, ${test.degreesOfFreedom} degree${test.degreesOfFreedom === 1 ? '' : 's'} of freedom.`;
    case 'too-small':
      return 'The groups are too small for a chi-square test: too many cells expect fewer than 5 responses.';
    case 'multi':
      return 'No chi-square test: with a multi-answer question one response can be in several cells.';
    case 'no-test':
      return 'Only one row or one column has responses: there is nothing to compare.';
  }
}
