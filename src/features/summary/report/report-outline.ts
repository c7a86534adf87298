import type { ComparedQuestion } from '@/features/summary/stats/compare';
import type { QuestionStat } from '@/features/summary/stats/question-stat';
import type { QuestionSummary } from '@/features/summary/stats/summarize';
import type { TextStat } from '@/features/summary/stats/text';
import { formatCount } from '@/features/summary/format';
import { choiceOf, holdsRespondentText, type ReportChoices } from './report-choices';

// What each block of the report will show, in words: the dialog lists it before the file is
// saved. It reads the same choices as the builder (report-choices.ts).

const plural = (count: number, word: string) =>
  `${formatCount(count)} ${word}${count === 1 ? '' : 's'}`;

/** A text's answers, words and domains, when they are written. */
function textShows(stat: TextStat): string {
  return [
    stat.words.length > 0 && 'the most frequent words',
    stat.groups && stat.groups.items.length > 0 && stat.groups.title.toLowerCase(),
    stat.latest.length > 0 && stat.groups === null && `the ${stat.latest.length} latest answers`,
  ]
    .filter(Boolean)
    .join(', ');
}

function statShows(stat: QuestionStat, withAnswers: boolean): string {
  switch (stat.kind) {
    case 'choices':
      return `Chart and table of ${plural(stat.items.length, 'option')}`;
    case 'ranking':
      return `Ranked first, chart and table of ${plural(stat.items.length, 'option')}`;
    case 'scale':
      return `Average${stat.nps ? ', NPS' : ''}, chart and table of values`;
    case 'numbers':
      return 'Count, lowest, highest, average and median; chart and table by range';
    case 'range':
      return 'Lower and upper ends: figures, charts and tables by range';
    case 'yesNo':
      return 'Chart and table of the answers';
    case 'dates':
      return 'Timeline chart and table';
    case 'hours':
      return 'Chart and table by hour';
    case 'files':
      return 'How many files, their total size and types (never their names or links)';
    case 'payment':
      return 'Totals per currency; chart and table by status';
    case 'text':
      return withAnswers ? textShows(stat) : 'the answers are left out';
  }
}

/** What the report shows of one question with the owner's choices (null: left out). */
export function questionShows(
  item: QuestionSummary,
  choices: ReportChoices,
  compared: ComparedQuestion | undefined,
): string | null {
  const choice = choiceOf(choices, item.question.id);
  if (choice === 'hidden') return null;
  if (compared) {
    const test = compared.difference?.kind === 'test' ? ', with the test of their difference' : '';
    return holdsRespondentText(item.stat)
      ? 'How many answered in each group'
      : `Both groups side by side${test}`;
  }
  const shows = statShows(item.stat, choice === 'answers');
  return `${formatCount(item.stat.answered)} answered${shows && ` · ${shows}`}`;
}
