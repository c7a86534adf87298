import type { Question } from '@/api/schemas';
import type { ShownComparison } from '@/features/summary/compare/compare-figures';
import type { OpenCrossTab } from '@/features/summary/cross-tab/cross-tab-words';
import { formatCount } from '@/features/summary/format';
import type { Summary } from '@/features/summary/stats/summarize';
import { responsesOfTab } from '@/features/summary/summary-scope';
import { downloadFile } from '@/lib/download-file';
import { datedFileName } from '@/lib/file-name';
import { formatDateTime } from '@/lib/format-date';
import type { ResponseView } from '@/response-set/view';
import {
  comparisonWords,
  reportComparison,
  describeView,
  isHidden,
  reportNarrowedBy,
  type ReportChoices,
  writesAnswers,
} from './report-choices';
import { comparedQuestionSection, comparisonSection } from './report-comparison';
import { type ReportDom, reportDocument } from './report-dom';
import {
  crossTabSection,
  dropOffSection,
  overviewSection,
  questionSection,
} from './report-sections';
import { REPORT_STYLE } from './report-style';

// Loaded when the owner presses "Share as a report" (a dynamic import), never with the Summary.

/** The Summary as the owner sees it, and what the report's header says about it. */
export type ReportInput = {
  form: { id: string; name: string };
  questions: readonly Question[];
  /** The tab, search, filters and date range the Summary shows. */
  view: ResponseView;
  summary: Summary;
  /** The responses the questions cover (the view's tab). */
  matching: number;
  partialsVisible: boolean;
  /** The cross-tabulations open on the Summary, in its order. */
  crossTabs: readonly OpenCrossTab[];
  /** "Compare with…" as the Summary shows it, or null. */
  comparison: ShownComparison | null;
  /** What the owner chose to leave out or put in. */
  choices: ReportChoices;
  /** Responses loaded and the API's count, while the form's responses are still loading. */
  loading: { loaded: number; total: number | null } | null;
  madeAt: Date;
};

/** No script, nothing loaded from anywhere: styles in the file, images only as data. */
export const REPORT_CSP = "default-src 'none'; style-src 'unsafe-inline'; img-src data:";

/** The questions whose answers the file holds, by name; empty when it holds none. */
const questionsWithAnswers = (input: ReportInput) =>
  input.summary.questions
    .filter((item) => writesAnswers(input.choices, item))
    .map((item) => item.question.name.trim() || item.question.id);

function header(dom: ReportDom, input: ReportInput) {
  const { h } = dom;
  const { form, summary, matching, view, loading, madeAt, comparison } = input;
  const withAnswers = questionsWithAnswers(input);
  const narrowed = reportNarrowedBy(input.view, summary.questions, input.questions, input.choices);
  const zone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  const fact = (term: string, ...details: (Node | string)[]) =>
    h('div', null, h('dt', null, term), h('dd', null, ...details));
  return h(
    'header',
    null,
    h('p', { class: 'kicker' }, 'Formdeck · Summary report'),
    h('h1', null, form.name),
    h(
      'dl',
      { class: 'facts' },
      fact('Form', h('bdi', null, form.name), ' (id ', h('bdi', null, form.id), ')'),
      fact('View', describeView(view, narrowed, input.partialsVisible)),
      comparison && fact('Compared', comparisonWords(comparison, view.tab)),
      fact(
        'Responses',
        `${responsesOfTab(summary.overview.responses, 'all')} in the overview; the questions are based on ${responsesOfTab(matching, view.tab)}.`,
      ),
      loading &&
        fact(
          'Loading',
          `Made before every response had loaded: ${formatCount(loading.loaded)}${loading.total !== null && loading.total > loading.loaded ? ` of ${formatCount(loading.total)}` : ''} responses were counted.`,
        ),
      fact(
        'Made',
        h('time', { datetime: madeAt.toISOString() }, formatDateTime(madeAt.toISOString())),
        ` (${zone})`,
      ),
    ),
    h(
      'p',
      { class: 'note' },
      withAnswers.length === 0
        ? "This file holds figures, no respondent's own words: free-text answers, e-mail addresses, phone numbers, names, links and hidden fields were left out."
        : [
            "This file holds respondents' answers to ",
            withAnswers.map((name, index) => [index > 0 && ', ', h('bdi', null, name)]),
            ': share it only with people who may read them.',
          ],
    ),
  );
}

/**
 * The report's blocks in the Summary's order, without the questions the owner left out: with a
 * comparison, the groups side by side in place of the questions, as the Summary shows them.
 */
function reportBody(dom: ReportDom, input: ReportInput) {
  const { h } = dom;
  const { summary, matching, view, partialsVisible, crossTabs, comparison, choices } = input;
  const narrowed = reportNarrowedBy(view, summary.questions, input.questions, choices);
  const covers = responsesOfTab(matching, view.tab);
  const shows = (questionId: string) => !isHidden(choices, questionId);
  const questions = () =>
    comparison
      ? [
          comparisonSection(dom, comparison, view.tab),
          comparison.comparison.questions
            .filter((item) => shows(item.question.id))
            .map((item) => comparedQuestionSection(dom, item, comparison.names)),
        ]
      : summary.questions
          .filter((item) => shows(item.question.id))
          .map((item) => questionSection(dom, item, covers, writesAnswers(choices, item)));
  return h(
    'main',
    null,
    overviewSection(dom, summary.overview, { partialsVisible, narrowedBy: narrowed }),
    h('h2', null, 'Questions'),
    h('p', null, `Based on ${covers}${narrowed && ` ${narrowed}`}`),
    matching === 0 ? h('p', null, `No ${view.tab} responses in this view.`) : questions(),
    crossTabs
      .filter((open) => shows(open.rowId) && shows(open.columnId))
      .map((open) => crossTabSection(dom, open)),
    dropOffSection(dom, summary.dropOff, summary.overview.completed, shows),
  );
}

/** The Summary as one HTML file that runs no script and loads nothing: its text. */
export function buildSummaryReport(given: ReportInput): string {
  const { comparison, summary, questions, choices } = given;
  // A second group built with filters is named without the values the file leaves out.
  const input = {
    ...given,
    comparison: comparison && reportComparison(comparison, summary.questions, questions, choices),
  };
  const { doc, dom, serialize } = reportDocument(`${input.form.name}: summary report`);
  const { h } = dom;
  doc.documentElement.setAttribute('lang', 'en');
  doc.head.prepend(
    h('meta', { charset: 'utf-8' }),
    h('meta', { 'http-equiv': 'Content-Security-Policy', content: REPORT_CSP }),
    h('meta', { name: 'referrer', content: 'no-referrer' }),
    h('meta', { name: 'viewport', content: 'width=device-width, initial-scale=1' }),
    h('meta', { name: 'color-scheme', content: 'light dark' }),
  );
  doc.head.append(h('style', null, REPORT_STYLE));
  doc.body.append(
    header(dom, input),
    reportBody(dom, input),
    h(
      'footer',
      null,
      h(
        'p',
        null,
        'Made with Formdeck from the responses loaded in the browser. This file runs no script and loads nothing: read it offline, print it or keep it.',
      ),
    ),
  );
  return serialize();
}

export const reportFileName = (input: Pick<ReportInput, 'form' | 'madeAt'>) =>
  datedFileName(input.form.name, 'summary-report', input.madeAt, 'html');

/** Writes the report and downloads it; returns the file's name. */
export function saveSummaryReport(input: ReportInput): string {
  const fileName = reportFileName(input);
  downloadFile(
    new Blob([buildSummaryReport(input)], { type: 'text/html;charset=utf-8' }),
    fileName,
  );
  return fileName;
}
