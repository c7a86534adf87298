import type { Submission } from '@/api/schemas';
import { computeSummary, type SummaryResult } from '@/features/summary/stats/compute-summary';
import { formatCount, formatShare } from '@/features/summary/format';
import { categoriesOf, crossTab } from '@/features/summary/stats/cross-tab';
import { QUESTIONS, ROWS } from '@/features/summary/stats/summary-fixture';
import type { CountItem } from '@/features/summary/stats/types';
import { createSearchIndex } from '@/response-set/search';
import { EMPTY_VIEW, type ResponseView } from '@/response-set/view';
import {
  differenceSentence,
  overlapNote,
  pastTodayNote,
} from '@/features/summary/compare/compare-figures';
import { compareGroups } from '@/features/summary/stats/compare';
import { filtersInWords } from '@/features/summary/compare/second-group/compare-groups';
import type { Filter } from '@/response-set/filters';
import { buildSummaryReport, REPORT_CSP, type ReportInput, reportFileName } from './build-report';
import { DEFAULT_CHOICES, type ReportChoices } from './report-choices';
import { ANSWERS_LEFT_OUT } from './report-sections';

const SCRIPT = '<script>alert(1)</script>';
const IMAGE = '"><img src=x onerror=alert(1)>';
const LINK = 'see https://evil.example/pixel.png now';

/** The fixture's rows with hostile answers in a choice, a free text and a calculated field. */
const HOSTILE_ROWS: Submission[] = [
  {
    id: 'h1',
    created_at: '2026-11-21T12:00:00Z',
    is_partial: false,
    responses: { plan: SCRIPT, comment: `${IMAGE} ${LINK}`, land: 'DE' },
  },
  {
    id: 'h2',
    created_at: '2026-11-21T12:30:00Z',
    is_partial: false,
    responses: { plan: IMAGE, comment: SCRIPT, calc: IMAGE },
  },
  ...ROWS,
];
const HOSTILE_QUESTIONS = QUESTIONS.map((question) =>
  question.id === 'comment' ? { ...question, name: `Comment ${SCRIPT}` } : question,
);

const MADE_AT = new Date('2026-11-27T09:30:00Z');

async function summaryOf(view: ResponseView, rows = ROWS, questions = QUESTIONS) {
  const index = createSearchIndex(questions);
  const input = {
    rows,
    questions,
    view,
    index,
    options: { partialsVisible: true },
    complete: true,
  };
  return (await computeSummary(input, () => false)) as SummaryResult;
}

function reportInput(result: SummaryResult, overrides: Partial<ReportInput> = {}): ReportInput {
  return {
    form: { id: 'form_1', name: 'Customer feedback' },
    questions: QUESTIONS,
    view: EMPTY_VIEW,
    summary: result.summary,
    matching: result.matching,
    partialsVisible: true,
    crossTabs: [],
    comparison: null,
    choices: DEFAULT_CHOICES,
    loading: null,
    madeAt: MADE_AT,
    ...overrides,
  };
}

const parse = (html: string) => new DOMParser().parseFromString(html, 'text/html');
const text = (node: Element | null | undefined) => node?.textContent?.replace(/\s+/g, ' ') ?? '';
const region = (doc: Document, name: string) =>
  doc.querySelector(`section[aria-label="${CSS.escape(name)}"]`);
/** The facts of the header: each term with its details. */
const facts = (doc: Document) =>
  Object.fromEntries(
    [...doc.querySelectorAll('header dl > div')].map((fact) => [
      text(fact.querySelector('dt')),
      text(fact.querySelector('dd')),
    ]),
  );
/** A table's body as rows of cell texts. */
const cells = (table: Element | null | undefined) =>
  [...(table?.querySelectorAll('tbody tr') ?? [])].map((row) =>
    [...row.children].map((cell) => text(cell)),
  );
const countRows = (items: readonly CountItem[]) =>
  items.map((item) => [item.label, formatCount(item.count), formatShare(item.share)]);

describe('the Summary report', () => {
  it('says which form, which view, how many responses and when it was made', async () => {
    const view: ResponseView = {
      ...EMPTY_VIEW,
      tab: 'all',
      search: 'export',
      filters: [
        { column: 'q:plan', op: 'anyOf', values: ['Pro'] },
        { column: 'submitted', op: 'dates', from: '2026-11-18', to: '2026-11-20' },
        { column: 'q:mail', op: 'contains', text: 'ann@' },
      ],
    };
    const result = await summaryOf(view);
    // By default the search's words and a filter's value on an e-mail question stay out.
    const quiet = facts(parse(buildSummaryReport(reportInput(result, { view }))));
    expect(quiet.View).toMatch(
      /^All responses, completed and partial matching a search \(its words are left out\), plan is any of Pro, Submitted .+, a filter on “mail” \(its value is left out\)$/,
    );
    expect(quiet.View).not.toMatch(/export|ann@/);
    const choices: ReportChoices = { searchWords: true, questions: { mail: 'answers' } };
    const doc = parse(buildSummaryReport(reportInput(result, { view, choices })));

    expect(doc.title).toBe('Customer feedback: summary report');
    expect(text(doc.querySelector('h1'))).toBe('Customer feedback');
    const header = facts(doc);
    expect(header.Form).toBe('Customer feedback (id form_1)');
    expect(header.View).toMatch(/^All responses, completed and partial matching “export”, /);
    expect(header.View).toContain('plan is any of Pro');
    expect(header.View).toContain('Submitted ');
    expect(header.View).toContain('mail contains');
    // Only r1 answers "export", chose Pro and was sent in those days.
    expect(header.Responses).toBe(
      '1 response in the overview; the questions are based on 1 response.',
    );
    expect(doc.querySelector('header time')?.getAttribute('datetime')).toBe(MADE_AT.toISOString());
    expect(header.Loading).toBeUndefined();
  });

  it('says when it was made before every response had loaded, and which tab a key sees', async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const doc = parse(
      buildSummaryReport(
        reportInput(result, { loading: { loaded: 7, total: 12 }, partialsVisible: false }),
      ),
    );
    const header = facts(doc);
    expect(header.Loading).toBe(
      'Made before every response had loaded: 7 of 12 responses were counted.',
    );
    expect(header.View).toBe(
      'Completed responses with no search or filters (this API key may not view partial submissions)',
    );
  });

  it("counts what the Summary counts: the overview, each question's table and chart", async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const doc = parse(buildSummaryReport(reportInput(result)));
    const { overview, questions } = result.summary;

    const overviewFigures = [...doc.querySelectorAll('section[aria-label="Overview"] dd')];
    expect(overviewFigures.map((figure) => text(figure))).toEqual([
      formatCount(overview.responses),
      formatCount(overview.completed),
      formatCount(overview.partial),
      formatShare(overview.completionRate!),
    ]);
    expect(text(doc.querySelector('main > p'))).toBe(
      `Based on ${result.matching} completed responses`,
    );

    const plan = questions.find((item) => item.question.id === 'plan')!;
    expect(plan.stat.kind).toBe('choices');
    if (plan.stat.kind !== 'choices') return;
    const block = region(doc, 'plan');
    expect(text(block?.querySelector('p'))).toBe(
      `Dropdown · ${plan.stat.answered} of ${result.matching} completed responses answered`,
    );
    expect(cells(block?.querySelector('table'))).toEqual(countRows(plan.stat.items));
    // The chart: one bar per option, each with the option's label and count.
    const bars = [...(block?.querySelectorAll('svg.chart g') ?? [])].map((bar) =>
      [...bar.querySelectorAll('text')].map((label) => label.textContent),
    );
    expect(bars).toEqual(plan.stat.items.map((item) => [item.label, formatCount(item.count)]));

    // Every question has its block, in the Summary's order, and its "answered" count.
    const names = [...doc.querySelectorAll('main > section')].map((section) =>
      section.getAttribute('aria-label'),
    );
    expect(names).toEqual(['Overview', ...questions.map((item) => item.question.id), 'Drop-off']);
    for (const { question, stat } of questions) {
      expect(text(region(doc, question.id)?.querySelector('p'))).toContain(
        ` · ${formatCount(stat.answered)} of `,
      );
    }

    const nps = questions.find((item) => item.question.id === 'nps')!.stat;
    if (nps.kind !== 'scale' || !nps.nps) throw new Error('the fixture has an NPS question');
    const npsBlock = region(doc, 'nps');
    expect(text(npsBlock?.querySelector('.figures'))).toContain(
      `NPS${String(nps.nps.score).replace('-', '−')}`,
    );
    expect(cells(npsBlock?.querySelectorAll('table')[1])).toEqual(countRows(nps.items));

    const dropOff = result.summary.dropOff!;
    const funnel = cells(region(doc, 'Drop-off')?.querySelector('table'));
    expect(funnel.at(-1)).toEqual([
      'After the last question',
      '',
      String(dropOff.stoppedAfterLast),
    ]);
    expect(funnel[0]).toEqual([
      'plan',
      String(dropOff.steps[0]!.reached),
      String(dropOff.steps[0]!.stopped),
    ]);
  });

  it('writes an open cross-tabulation with its counts and its test', async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const stat = (id: string) =>
      result.summary.questions.find((item) => item.question.id === id)!.stat;
    const table = crossTab(
      result.rows,
      QUESTIONS,
      categoriesOf(stat('plan'))!,
      categoriesOf(stat('ok'))!,
    );
    const doc = parse(
      buildSummaryReport(
        reportInput(result, {
          crossTabs: [{ rowId: 'plan', columnId: 'ok', rowName: 'plan', columnName: 'ok', table }],
        }),
      ),
    );
    const block = region(doc, 'Cross-tabulation: plan by ok');
    expect(text(block?.querySelector('caption'))).toBe(
      `plan (rows) by ok (columns): ${table.total} responses answered both`,
    );
    const counts = cells(block?.querySelector('table')).map((row) =>
      row.slice(1, -1).map((cell) => cell.split(' ')[0]),
    );
    expect(counts).toEqual(table.counts.map((row) => row.map(String)));
  });

  it("leaves respondents' own words out unless ticked, question by question", async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const words = [
      'The export is too slow', // a free-text answer
      'ann@acme.example', // an e-mail address
      'acme.example', // its domain, a link's host
      '+49 30 1234', // a phone number
      'files.example', // a file's link
      '<img src=x>', // an answer of another shape, shown as an example on the page
    ];
    const html = buildSummaryReport(reportInput(result));
    const doc = parse(html);
    for (const word of words) expect(doc.documentElement.textContent).not.toContain(word);
    for (const id of ['comment', 'mail', 'site', 'phone']) {
      const block = region(doc, id);
      expect(text(block?.querySelector('p'))).toMatch(/ answered$/);
      expect(text(block)).toContain(ANSWERS_LEFT_OUT);
      expect(block?.querySelectorAll('table, li')).toHaveLength(0);
    }
    expect(text(doc.querySelector('header .note'))).toMatch(
      /^This file holds figures, no respondent's own words/,
    );

    // Ticked: that question's answers and words, and only those.
    const ticked = parse(
      buildSummaryReport(
        reportInput(result, { choices: { ...DEFAULT_CHOICES, questions: { comment: 'answers' } } }),
      ),
    );
    const comment = region(ticked, 'comment');
    expect(text(comment?.querySelector('ul'))).toContain('The export is too slow. Export again!');
    expect(cells(comment?.querySelector('table')).map((row) => row[0])).toContain('export');
    expect(text(region(ticked, 'mail'))).toContain(ANSWERS_LEFT_OUT);
    expect(ticked.documentElement.textContent).not.toContain('acme.example');
    expect(text(ticked.querySelector('header .note'))).toBe(
      "This file holds respondents' answers to comment: share it only with people who may read them.",
    );
  });

  it('leaves a hidden question out of every block: its own, the filters, a cross-tab, the drop-off', async () => {
    const NAME = 'Which plan do you use';
    const questions = QUESTIONS.map((question) =>
      question.id === 'plan' ? { ...question, name: NAME } : question,
    );
    const view: ResponseView = {
      ...EMPTY_VIEW,
      tab: 'all',
      filters: [{ column: 'q:plan', op: 'anyOf', values: ['Pro', 'Free', 'Team'] }],
    };
    const result = await summaryOf(view, ROWS, questions);
    const stat = (id: string) =>
      result.summary.questions.find((item) => item.question.id === id)!.stat;
    const table = crossTab(
      result.rows,
      questions,
      categoriesOf(stat('plan'))!,
      categoriesOf(stat('ok'))!,
    );
    const open = { rowId: 'plan', columnId: 'ok', rowName: NAME, columnName: 'ok', table };
    const build = (choices: ReportChoices) =>
      buildSummaryReport(reportInput(result, { questions, view, crossTabs: [open], choices }));

    const shown = build(DEFAULT_CHOICES);
    expect(shown).toContain(NAME);
    const html = build({ ...DEFAULT_CHOICES, questions: { plan: 'hidden', cv: 'hidden' } });
    expect(html).not.toContain(NAME);
    const doc = parse(html);
    const names = [...doc.querySelectorAll('main > section')].map((section) =>
      section.getAttribute('aria-label'),
    );
    expect(names).not.toContain(NAME);
    expect(names).not.toContain('cv');
    expect(names).toContain('tools');
    expect(names.filter((name) => name?.startsWith('Cross-tabulation'))).toEqual([]);
    expect(facts(doc).View).toBe(
      'All responses, completed and partial matching a filter on a question left out of this report',
    );
    const funnel = cells(region(doc, 'Drop-off')?.querySelector('table')).map((row) => row[0]);
    expect(funnel[0]).toBe('tools');
    expect(funnel).not.toContain('cv');
  });

  it('says, as the page does, when the period compared runs past today', async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const completed = ROWS.filter((row) => !row.is_partial);
    const names = { a: 'Oct 1 – Dec 31, 2026', b: 'Jul 1 – Sep 30, 2026' };
    const comparison = compareGroups(completed.slice(0, 5), completed.slice(5), QUESTIONS);
    const counts = { a: 5, b: completed.length - 5 };
    const note = pastTodayNote(names.a);
    const write = (shown: { note: string | null }) =>
      parse(
        buildSummaryReport(
          reportInput(result, {
            comparison: { names, counts, shiftDays: 92, comparison, secondFilters: null, ...shown },
          }),
        ),
      );
    expect(text(region(write({ note }), 'Comparison')?.querySelector('.note'))).toBe(note);
    expect(region(write({ note: null }), 'Comparison')?.querySelector('.note')).toBeNull();
  });

  it("names a group built with filters without a respondent's words, unless its question is ticked", async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const completed = ROWS.filter((row) => !row.is_partial);
    const filters: Filter[] = [
      { column: 'q:mail', op: 'contains', text: 'ann@acme' },
      { column: 'q:comment', op: 'contains', text: 'too slow' },
      { column: 'q:plan', op: 'anyOf', values: ['Pro'] },
    ];
    const [a, b] = [completed.slice(0, 4), completed.slice(4)];
    const shown = {
      // As the Summary names it: the filters' values, a respondent's words among them.
      names: { a: 'This view', b: filtersInWords(filters, QUESTIONS) },
      counts: { a: a.length, b: b.length },
      shiftDays: 0,
      note: null,
      secondFilters: filters,
      comparison: compareGroups(a, b, QUESTIONS),
    };
    expect(shown.names.b).toContain('ann@acme');
    const write = (choices: ReportChoices) =>
      buildSummaryReport(reportInput(result, { comparison: shown, choices }));

    const html = write(DEFAULT_CHOICES);
    expect(html).not.toContain('ann@acme');
    expect(html).not.toContain('too slow');
    const doc = parse(html);
    const named =
      'a filter on “mail” (its value is left out) and a filter on “comment” (its value is left out) and plan is any of Pro';
    expect(facts(doc).Compared).toContain(` against “${named}” (`);
    expect([...doc.querySelectorAll('.legend bdi, dt bdi')].map((name) => text(name))).toContain(
      named,
    );
    expect(text(doc.querySelector('header .note'))).toMatch(
      /^This file holds figures, no respondent's own words/,
    );
    // The e-mail question ticked: its filter's value may be written, the comment's still not.
    const ticked = write({ ...DEFAULT_CHOICES, questions: { mail: 'answers' } });
    expect(ticked).toContain('ann@acme');
    expect(ticked).not.toContain('too slow');
  });

  it('says when one group holds the other, and writes no test of their difference', async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const completed = ROWS.filter((row) => !row.is_partial);
    const pro = completed.filter((row) => row.responses.plan === 'Pro');
    const comparison = compareGroups(completed, pro, QUESTIONS);
    const names = { a: 'This view', b: 'plan is any of Pro' };
    const doc = parse(
      buildSummaryReport(
        reportInput(result, {
          comparison: {
            names,
            counts: { a: completed.length, b: pro.length },
            shiftDays: 0,
            note: null,
            secondFilters: null,
            comparison,
          },
        }),
      ),
    );
    expect(text(region(doc, 'Comparison')?.querySelector('.note'))).toBe(
      overlapNote(names, { kind: 'contained', within: 'b', both: pro.length }),
    );
    expect(text(region(doc, 'Comparison')?.querySelector('.note'))).toMatch(
      /^Every response of “plan is any of Pro” is also in “This view”/,
    );
    const findings = [...doc.querySelectorAll('.finding')].map((finding) => text(finding));
    expect(findings.length).toBeGreaterThan(0);
    expect(findings.filter((finding) => /\bp [<=]|likely/.test(finding ?? ''))).toEqual([]);
    expect(doc.body.textContent).not.toMatch(/p < |likely/);
  });

  it('writes the comparison as shown: both groups side by side, with the tests in words', async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const completed = ROWS.filter((row) => !row.is_partial);
    const a = completed.filter((row) => row.responses.plan === 'Pro');
    const b = completed.filter((row) => row.responses.plan !== 'Pro');
    const comparison = compareGroups(a, b, QUESTIONS);
    const names = { a: 'This view', b: 'Everyone else' };
    const shown = {
      names,
      counts: { a: a.length, b: b.length },
      shiftDays: 0,
      note: null,
      secondFilters: null,
      comparison,
    };
    const doc = parse(
      buildSummaryReport(
        reportInput(result, {
          comparison: shown,
          choices: { ...DEFAULT_CHOICES, questions: { at: 'hidden' } },
        }),
      ),
    );

    expect(facts(doc).Compared).toBe(
      `“This view” (${a.length} completed responses, a small group) against “Everyone else” (${b.length} completed responses, a small group)`,
    );
    const summary = region(doc, 'Comparison');
    expect([...(summary?.querySelectorAll('dt') ?? [])].map((term) => text(term))).toEqual([
      'This view',
      'Everyone else',
    ]);
    expect(text(summary?.querySelector('dd'))).toBe(
      `${a.length} completed responses (small group: under 30)`,
    );
    expect(summary?.querySelectorAll('svg.chart')).toHaveLength(1);

    // A choice: each option with both groups' counts and shares, a chart of both, the test.
    const plan = region(doc, 'plan');
    const planStat = comparison.questions.find((item) => item.question.id === 'plan')!;
    expect(text(plan?.querySelector('p'))).toBe(
      `Dropdown · This view: ${planStat.a.answered} answered (small) · Everyone else: ${planStat.b.answered} answered (small)`,
    );
    expect(cells(plan?.querySelector('table'))).toEqual([
      ['Pro', `2 (${formatShare(1)})`, `0 (${formatShare(0)})`],
      ['Free', `0 (${formatShare(0)})`, `1 (${formatShare(1)})`],
    ]);
    expect(plan?.querySelector('svg')?.getAttribute('aria-label')).toMatch(/a paired bar chart/);
    // Every compared question says what its test found, as the Summary says it.
    for (const item of comparison.questions) {
      const block = region(doc, item.question.id);
      if (item.question.id === 'at') {
        expect(block).toBeNull();
        continue;
      }
      if (item.difference) {
        expect(text(block?.querySelector('.finding'))).toBe(differenceSentence(item.difference));
      }
    }
    const nps = cells(region(doc, 'nps')?.querySelector('table'));
    expect(nps.map((row) => row[0])).toEqual(['This view', 'Everyone else', 'Difference']);
    // In place of the ordinary blocks: no question is written twice.
    expect(doc.querySelectorAll('section[aria-label="plan"]')).toHaveLength(1);
  });

  it("passes the strict check: no script, no handler, no URL to load; respondents' text escaped", async () => {
    const result = await summaryOf(EMPTY_VIEW, HOSTILE_ROWS, HOSTILE_QUESTIONS);
    const completed = HOSTILE_ROWS.filter((row) => !row.is_partial);
    const [a, b] = [completed.slice(0, 3), completed.slice(3)];
    const comparison = {
      names: { a: `Mine ${IMAGE}`, b: 'Everyone else' },
      counts: { a: a.length, b: b.length },
      shiftDays: 0,
      note: null,
      secondFilters: null,
      comparison: compareGroups(a, b, HOSTILE_QUESTIONS),
    };
    const every = Object.fromEntries(
      HOSTILE_QUESTIONS.map((question) => [question.id, 'answers' as const]),
    );
    const build = (overrides: Partial<ReportInput>) => {
      const html = buildSummaryReport(
        reportInput(result, {
          form: { id: 'f"><script>', name: `Feedback ${SCRIPT}` },
          questions: HOSTILE_QUESTIONS,
          ...overrides,
        }),
      );
      return { html, doc: parse(html) };
    };
    /** The strict check, on the file's text and on its parsed document. */
    const expectStrict = ({ html, doc }: ReturnType<typeof build>) => {
      expect(
        doc.querySelectorAll(
          'script, img, iframe, object, embed, link, a, base, form, meta[http-equiv="refresh"]',
        ),
      ).toHaveLength(0);
      expect(html).not.toMatch(/<script|<img|<iframe/i);
      const attributes = [...doc.querySelectorAll('*')].flatMap((element) => [
        ...element.attributes,
      ]);
      expect(attributes.filter((attribute) => /^on/i.test(attribute.name))).toEqual([]);
      expect(
        attributes.filter((attribute) =>
          /https?:|url\(|javascript:|^\s*data:/i.test(attribute.value),
        ),
      ).toEqual([]);
      const style = [...doc.querySelectorAll('style')].map((element) => element.textContent);
      expect(style.join('')).not.toMatch(/url\(|@import|https?:/i);
      // Each URL in the file is a respondent's text: as many in the text as in the whole file.
      const urls = (value: string) => value.match(/https?:\/\//g)?.length ?? 0;
      expect(urls(html)).toBe(urls(doc.title) + urls(doc.body.textContent ?? ''));
      // The hostile names are there, to the letter, as text.
      expect(doc.title).toBe(`Feedback ${SCRIPT}: summary report`);
      expect(text(doc.querySelector('h1'))).toBe(`Feedback ${SCRIPT}`);
      const plan = region(doc, 'plan');
      expect(cells(plan?.querySelector('table')).map((row) => row[0])).toEqual(
        expect.arrayContaining([SCRIPT, IMAGE]),
      );
      expect(
        [...(plan?.querySelectorAll('svg text') ?? [])].map((label) => label.textContent),
      ).toEqual(expect.arrayContaining([SCRIPT, IMAGE]));
    };

    // As saved by default: the hostile free text is not in the file at all.
    const quiet = build({});
    expectStrict(quiet);
    expect(quiet.html).not.toContain('evil.example');
    expect(quiet.doc.body.textContent).not.toContain(`${IMAGE} ${LINK}`);
    expect(region(quiet.doc, `Comment ${SCRIPT}`)?.querySelectorAll('li')).toHaveLength(0);

    // Every answer ticked: the hostile answers are there, as text.
    const ticked = build({ choices: { ...DEFAULT_CHOICES, questions: every } });
    expectStrict(ticked);
    expect(ticked.html).toContain('evil.example');
    const comment = region(ticked.doc, `Comment ${SCRIPT}`);
    const latest = [...(comment?.querySelectorAll('li') ?? [])].map((item) => item.textContent);
    expect(latest.slice(0, 2)).toEqual([`${IMAGE} ${LINK}`, SCRIPT]);

    // A comparison whose group is named with markup: text too.
    const compared = build({ comparison, choices: { ...DEFAULT_CHOICES, questions: every } });
    expectStrict(compared);
    expect(text(region(compared.doc, 'Comparison')?.querySelector('dt'))).toBe(`Mine ${IMAGE}`);
  });

  it('forbids everything but inline styles and data images, and draws its charts in SVG', async () => {
    const result = await summaryOf(EMPTY_VIEW);
    const doc = parse(buildSummaryReport(reportInput(result)));
    const policy = doc.head.querySelector('meta[http-equiv="Content-Security-Policy"]');
    expect(policy?.getAttribute('content')).toBe(
      "default-src 'none'; style-src 'unsafe-inline'; img-src data:",
    );
    expect(REPORT_CSP).toBe(policy?.getAttribute('content'));
    expect(doc.head.firstElementChild?.getAttribute('charset')).toBe('utf-8');
    const charts = [...doc.querySelectorAll('svg.chart')];
    expect(charts.length).toBeGreaterThan(10);
    for (const chart of charts) {
      expect(chart.getAttribute('role')).toBe('img');
      expect(chart.getAttribute('aria-label')).toMatch(/: a (paired )?(bar|column) chart;/);
    }
    expect(doc.querySelector('style')?.textContent).toContain('@media print');
    expect(doc.querySelector('style')?.textContent).toContain('prefers-color-scheme:dark');
  });

  it('is named after the form and the day it was made', () => {
    expect(reportFileName({ form: { id: 'f', name: 'Café feedback!' }, madeAt: MADE_AT })).toBe(
      'cafe-feedback-summary-report-2026-11-27.html',
    );
  });
});
