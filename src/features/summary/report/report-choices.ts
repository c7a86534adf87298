import type { Question } from '@/api/schemas';
import { questionIdOf } from '@/response-set/columns';
import { describeFilter } from '@/response-set/describe-filter';
import type { Filter } from '@/response-set/filters';
import { searchTerms } from '@/response-set/search';
import type { ResponseView } from '@/response-set/view';
import type { QuestionStat } from '@/features/summary/stats/question-stat';
import type { QuestionSummary } from '@/features/summary/stats/summarize';
import { normalizeType } from '@/components/answers/answer-text';
import { type ShownComparison, SMALL_GROUP } from '@/features/summary/compare/compare-figures';
import { responsesOfTab } from '@/features/summary/summary-scope';

// What the owner chose to put in the report. Respondents' own words (free text, e-mails, phone
// numbers, names, links, hidden fields) stay out unless ticked, question by question; any
// question can be left out whole.

/** What the report writes of one question. */
export type QuestionChoice = 'hidden' | 'figures' | 'answers';

export type ReportChoices = {
  /** By question id; a question not named here is written without respondents' words. */
  questions: Readonly<Record<string, QuestionChoice>>;
  /** Whether the header says the search's words (they can be a respondent's name or address). */
  searchWords: boolean;
};

export const DEFAULT_CHOICES: ReportChoices = { questions: {}, searchWords: false };

export const choiceOf = (choices: ReportChoices, questionId: string): QuestionChoice =>
  choices.questions[questionId] ?? 'figures';

export const isHidden = (choices: ReportChoices, questionId: string) =>
  choiceOf(choices, questionId) === 'hidden';

/**
 * Whether a question's statistics hold respondents' own words: its answers, frequent words,
 * e-mail domains or link hosts. Every text-like type is read as text (text.ts), these included.
 */
export const holdsRespondentText = (stat: QuestionStat) => stat.kind === 'text';

/** Whether the report writes a question's answers, words, domains or hosts. */
export const writesAnswers = (choices: ReportChoices, item: QuestionSummary) =>
  holdsRespondentText(item.stat) && choiceOf(choices, item.question.id) === 'answers';

const ANSWER_WORDS: Record<string, string> = {
  EMAIL: 'the e-mail addresses’ domains',
  LINK: 'the links’ hosts',
  PHONE_NUMBER: 'the phone numbers',
  HIDDEN: 'the hidden field’s values',
};

/** What ticking "include the answers" puts in the file, for the dialog's label. */
export function answersWord(item: QuestionSummary): string {
  const type = normalizeType(item.question.type);
  if (ANSWER_WORDS[type]) return ANSWER_WORDS[type];
  return item.stat.kind === 'text' && item.stat.words.length > 0
    ? 'the answers and their frequent words'
    : 'the answers';
}

/**
 * What narrows the view, in words for the report's header: a filter on a question left out,
 * or on one whose answers are left out, is named without its values; the search's words only
 * when the owner chose so.
 */
export function reportNarrowedBy(
  view: ResponseView,
  items: readonly QuestionSummary[],
  questions: readonly Question[],
  choices: ReportChoices,
): string {
  const search = searchTerms(view.search).length > 0;
  const parts = [
    ...(search
      ? [choices.searchWords ? `“${view.search.trim()}”` : 'a search (its words are left out)']
      : []),
    ...view.filters.map((filter) => reportFilterWords(filter, items, questions, choices)),
  ];
  return parts.length > 0 ? `matching ${parts.join(', ')}` : '';
}

/**
 * A filter in words for the report: on a question left out, or on one whose answers are left
 * out (an e-mail, a free text), without its value, which would be a respondent's words.
 */
function reportFilterWords(
  filter: Filter,
  items: readonly QuestionSummary[],
  questions: readonly Question[],
  choices: ReportChoices,
): string {
  const id = questionIdOf(filter.column);
  if (id === null) return describeFilter(filter, questions);
  if (isHidden(choices, id)) return 'a filter on a question left out of this report';
  const item = items.find((entry) => entry.question.id === id);
  if (item && holdsRespondentText(item.stat) && !writesAnswers(choices, item)) {
    return `a filter on “${item.question.name.trim() || id}” (its value is left out)`;
  }
  return describeFilter(filter, questions);
}

/**
 * The comparison with its second group named as the report may name it: a group built with
 * filters is worded by the same rule as the view's own filters.
 */
export function reportComparison(
  shown: ShownComparison,
  items: readonly QuestionSummary[],
  questions: readonly Question[],
  choices: ReportChoices,
): ShownComparison {
  if (!shown.secondFilters) return shown;
  const b = shown.secondFilters
    .map((filter) => reportFilterWords(filter, items, questions, choices))
    .join(' and ');
  return { ...shown, names: { ...shown.names, b } };
}

const TAB_WORDS = {
  completed: 'Completed responses',
  partial: 'Partial responses',
  all: 'All responses, completed and partial',
} as const;

/** Which responses the Summary shows, in words: the tab, then what narrows it (reportNarrowedBy). */
export function describeView(view: ResponseView, narrowed: string, partialsVisible: boolean) {
  return [
    TAB_WORDS[view.tab],
    narrowed || 'with no search or filters',
    !partialsVisible && '(this API key may not view partial submissions)',
  ]
    .filter(Boolean)
    .join(' ');
}

/** Which groups are compared, with their sizes: `“This view” (312 responses) against …`. */
export function comparisonWords({ names, counts }: ShownComparison, tab: ResponseView['tab']) {
  const group = (key: 'a' | 'b') =>
    `“${names[key]}” (${responsesOfTab(counts[key], tab)}${counts[key] < SMALL_GROUP ? ', a small group' : ''})`;
  return `${group('a')} against ${group('b')}`;
}
