import type { Submission } from '@/api/schemas';
import { computeSummary, type SummaryResult } from '@/features/summary/stats/compute-summary';
import { formatCount, formatShare } from '@/features/summary/format';
import { categoriesOf, crossTab } from '@/features/summary/stats/cross-tab';
import { QUESTIONS, ROWS } from '@/features/summary/stats/summary-fixture';
import type { CountItem } from '@/features/summary/stats/types';
import { createSearchIndex } from '@/response-set/search';
import { EMPTY_VIEW, type ResponseView } from '@/response-set/view';
import { buildSummaryReport, REPORT_CSP, type ReportInput, reportFileName } from './build-report';

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
      ],
    };
    const result = await summaryOf(view);
    const doc = parse(buildSummaryReport(reportInput(result, { view })));

    expect(doc.title).toBe('Customer feedback: summary report');
    expect(text(doc.querySelector('h1'))).toBe('Customer feedback');
    const header = facts(doc);
    expect(header.Form).toBe('Customer feedback (id form_1)');
    expect(header.View).toMatch(/^All responses, completed and partial matching “export”, /);
    expect(header.View).toContain('plan is any of Pro');
    expect(header.View).toContain('Submitted ');
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
    expect(text(npsBlock?.querySelector('.figures'))).toContain(`NPS${nps.nps.score}`);
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
        reportInput(result, { crossTabs: [{ rowName: 'plan', columnName: 'ok', table }] }),
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

  it("keeps respondents' text as text: no script, no handler, no element, no URL to load", async () => {
    const result = await summaryOf(EMPTY_VIEW, HOSTILE_ROWS, HOSTILE_QUESTIONS);
    const html = buildSummaryReport(
      reportInput(result, {
        form: { id: 'f"><script>', name: `Feedback ${SCRIPT}` },
        questions: HOSTILE_QUESTIONS,
      }),
    );
    const doc = parse(html);

    expect(
      doc.querySelectorAll('script, img, iframe, object, embed, link, a, base, form'),
    ).toHaveLength(0);
    expect(html).not.toMatch(/<script|<img/i);
    const attributes = [...doc.querySelectorAll('*')].flatMap((element) => [...element.attributes]);
    expect(attributes.filter((attribute) => /^on/i.test(attribute.name))).toEqual([]);
    expect(attributes.filter((attribute) => /https?:|url\(/i.test(attribute.value))).toEqual([]);
    const style = [...doc.querySelectorAll('style')].map((element) => element.textContent).join('');
    expect(style).not.toMatch(/url\(|@import|https?:/i);
    // Each URL in the file is a respondent's text: as many in the text as in the whole file.
    const urls = (value: string) => value.match(/https?:\/\//g)?.length ?? 0;
    expect(urls(html)).toBeGreaterThan(0);
    expect(urls(html)).toBe(urls(doc.title) + urls(doc.body.textContent ?? ''));

    // The hostile answers are there, to the letter, as text.
    expect(doc.title).toBe(`Feedback ${SCRIPT}: summary report`);
    expect(text(doc.querySelector('h1'))).toBe(`Feedback ${SCRIPT}`);
    const plan = region(doc, 'plan');
    expect(cells(plan?.querySelector('table')).map((row) => row[0])).toEqual(
      expect.arrayContaining([SCRIPT, IMAGE]),
    );
    expect(
      [...(plan?.querySelectorAll('svg text') ?? [])].map((label) => label.textContent),
    ).toEqual(expect.arrayContaining([SCRIPT, IMAGE]));
    const comment = region(doc, `Comment ${SCRIPT}`);
    const latest = [...(comment?.querySelectorAll('li') ?? [])].map((item) => item.textContent);
    expect(latest.slice(0, 2)).toEqual([`${IMAGE} ${LINK}`, SCRIPT]);
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
      expect(chart.getAttribute('aria-label')).toMatch(/: a (bar|column) chart;/);
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
