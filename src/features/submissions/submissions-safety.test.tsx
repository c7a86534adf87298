import { screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { SEED_FORM_IDS } from '@/sandbox/seed-form-ids';
import { DATA_URL, IMG, JS_URL, LONG_TEXT, SCRIPT } from '@/sandbox/hostile-values';
import { renderApp } from '@test/render-app';
import { sandbox, server, TEST_BASE_URL } from '@test/sandbox-server';
import {
  bodyRows,
  cellUnder,
  findSubmissionsTable,
  setupSubmissionsTests,
} from './submissions-test-support';

setupSubmissionsTests();

declare global {
  interface Window {
    __pwned?: unknown;
  }
}

/** Nothing a respondent wrote became markup or a dangerous link. */
function expectInert(root: ParentNode) {
  expect(root.querySelectorAll('script, iframe, object, embed')).toHaveLength(0);
  expect(root.querySelectorAll('img[onerror], svg[onload], [onclick], [onmouseover]')).toHaveLength(
    0,
  );
  for (const link of root.querySelectorAll('[href], [src]')) {
    const url = (link.getAttribute('href') ?? link.getAttribute('src') ?? '').trim();
    expect(url).not.toMatch(/^(javascript|data|vbscript|file):/i);
    // External addresses are http(s) or mailto; the rest are the app's own routes and anchors.
    expect(url).toMatch(/^(https?:\/\/|mailto:|\/(?!\/)|#)/i);
  }
  for (const link of root.querySelectorAll('a[href^="http"]')) {
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  }
  expect(window.__pwned).toBeUndefined();
}

const question = (id: string, type: string, name = id) => ({ id, name, type, is_deleted: false });
const RTL = 'مرحبا بكم في استطلاع العملاء';
const EMOJI = '👩‍👩‍👧‍👦 🇩🇪 😀🔥';

/** A list whose answers are hostile text, dangerous URLs and wrong shapes. */
function hostileList(formId: string) {
  return http.get(`${TEST_BASE_URL}/forms/${formId}/submissions`, () =>
    HttpResponse.json({
      questions: [
        question('q_text', 'SHORT_ANSWER', `Name ${SCRIPT}`),
        question('q_long', 'LONG_ANSWER'),
        question('q_link', 'LINK'),
        question('q_data', 'LINK', 'data link'),
        question('q_mail', 'EMAIL'),
        question('q_file', 'FILE_UPLOAD'),
        question('q_rtl', 'SHORT_ANSWER'),
        question('q_shape', 'PAYMENT'),
        question('q_new', 'SOME_FUTURE_TYPE'),
        // Ids that name members of Object.prototype, unanswered here.
        question('constructor', 'SHORT_ANSWER', 'constructor question'),
        question('toString', 'LONG_ANSWER', 'toString question'),
      ],
      submissions: [
        {
          id: 'sub_hostile',
          created_at: '2026-10-01T10:00:00Z',
          is_partial: false,
          responses: {
            q_text: IMG,
            q_long: LONG_TEXT,
            q_link: JS_URL,
            q_data: DATA_URL,
            q_mail: `${JS_URL}//@evil.example`,
            q_file: [{ name: SCRIPT, url: JS_URL, mime_type: 'text/html', size: -1 }],
            q_rtl: `${RTL} ${EMOJI}`,
            q_shape: { amount: { nested: [SCRIPT] } },
            q_new: { html: IMG },
          },
        },
      ],
      page: 1,
      limit: 25,
      total: 1,
      has_next: false,
    }),
  );
}

describe('hostile answers', () => {
  afterEach(() => {
    delete window.__pwned;
  });

  it('render as inert text in the table', async () => {
    const formId = SEED_FORM_IDS.newsletter;
    server.use(hostileList(formId));
    renderApp(`/forms/${formId}/submissions`);
    const table = await findSubmissionsTable();
    const [row] = bodyRows(table);
    const cell = (column: string) => cellUnder(table, row!, column);

    expect(screen.getByText(`Name ${SCRIPT}`, { selector: 'th bdi' })).toBeInTheDocument();
    expect(cell(`Name ${SCRIPT}`)).toHaveTextContent(IMG);
    expect(cell('q_link')).toHaveTextContent(JS_URL);
    expect(cell('data link')).toHaveTextContent('data:text/html');
    expect(cell('q_mail')).toHaveTextContent(JS_URL);
    expect(cell('q_file')).toHaveTextContent(SCRIPT);
    expect(cell('q_rtl')).toHaveTextContent(`${RTL} ${EMOJI}`);
    expect(cell('q_shape')).toHaveTextContent(SCRIPT);
    expect(cell('q_new')).toHaveTextContent(IMG);
    expect(cell('constructor question')).toHaveTextContent('No answer');
    expect(cell('toString question')).toHaveTextContent('No answer');
    // 20,000 characters are cut short in a cell, with the rest one click away.
    expect(cell('q_long').textContent!.length).toBeLessThan(200);
    expect(cell('q_long').querySelector('[aria-label="Show full text"]')).not.toBeNull();
    expectInert(document.body);
  });

  it('render as inert text in the submission view, unknown keys included', async () => {
    const formId = sandbox.scenarios.add('hostile');
    const [submission] = sandbox.store.listSubmissions(formId, 'completed');
    renderApp(`/forms/${formId}/submissions/${submission!.id}`);
    expect(
      await screen.findByText('Answers to questions not in the form', { selector: 'h2' }),
    ).toBeInTheDocument();
    // The key itself is HTML; it is shown as text.
    expect(screen.getByText(IMG, { selector: 'dt' })).toBeInTheDocument();
    expect(screen.getByText('the key itself is HTML')).toBeInTheDocument();
    for (const key of ['constructor', 'toString', 'hasOwnProperty']) {
      expect(screen.getByText(key, { selector: 'dt' })).toBeInTheDocument();
    }
    expect(screen.getByText('not a function')).toBeInTheDocument();
    expect(screen.getByText('empty key')).toBeInTheDocument();
    expectInert(document.body);
  });

  it('of the hostile scenario render as inert text in the table, on every row', async () => {
    const formId = sandbox.scenarios.add('hostile');
    renderApp(`/forms/${formId}/submissions?filter=all`);
    const table = await findSubmissionsTable();
    expect(bodyRows(table)).toHaveLength(14);
    expect(table.textContent).toContain(SCRIPT);
    expectInert(document.body);
  });
});
