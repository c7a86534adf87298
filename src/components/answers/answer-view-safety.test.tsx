import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@test/render';
import { QUESTION_TYPES } from '@/contract/question-types';
import { deeplyNested, WRONG_SHAPES } from './answer-fixtures';
import type { AnswerVariant } from './answer-variant';
import { AnswerView } from './answer-view';
import { renderAnswer } from './answer-test-support';

const VARIANTS: readonly AnswerVariant[] = ['cell', 'full'];
const ALL_TYPES = [...QUESTION_TYPES, 'SOMETHING_NEW'];

/** Every href and src on the page, to check none carries a dangerous scheme. */
function linkTargets(): string[] {
  return [...document.querySelectorAll('a[href], img[src]')].map(
    (element) => element.getAttribute('href') ?? element.getAttribute('src') ?? '',
  );
}

function expectOnlySafeTargets() {
  for (const target of linkTargets()) expect(target).toMatch(/^(https?:\/\/|mailto:)/);
}

function expectNoInjectedElements() {
  expect(document.querySelector('script')).toBeNull();
  expect(document.querySelector('img[onerror]')).toBeNull();
  expect(document.querySelector('iframe, object, embed')).toBeNull();
}

const SCRIPT = '<script>alert(1)</script>';
const IMG = '<img src=x onerror=alert(1)>';

describe('hostile markup is literal text', () => {
  it.each([SCRIPT, IMG])('%s under every type and variant', (markup) => {
    for (const type of ALL_TYPES) {
      for (const variant of VARIANTS) {
        const { text, unmount } = renderAnswer(type, markup, variant);
        expect(text()).toContain(markup);
        expectNoInjectedElements();
        unmount();
      }
    }
  });

  it('inside choices, rankings, file names and objects', () => {
    renderAnswer('MULTISELECT', [SCRIPT, IMG]);
    renderAnswer('RANKING', [IMG, SCRIPT]);
    renderAnswer('FILE_UPLOAD', [{ name: IMG, url: 'https://x.example/a', size: 1 }]);
    renderAnswer('SIGNATURE', [{ name: SCRIPT, url: 'javascript:alert(1)' }]);
    renderAnswer('PAYMENT', { amount: 100, currency: 'EUR', status: IMG });
    renderAnswer('SOMETHING_NEW', { [SCRIPT]: IMG });
    expect(screen.getAllByText(SCRIPT).length).toBeGreaterThanOrEqual(3);
    expect(screen.getAllByText(IMG).length).toBeGreaterThanOrEqual(3);
    expectNoInjectedElements();
  });
});

describe('dangerous URLs are never an href or src', () => {
  const urls = [
    'javascript:alert(1)',
    'JAVASCRIPT:alert(1)',
    '  javascript:alert(1)',
    'java\nscript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'data:image/svg+xml;base64,PHN2Zz48L3N2Zz4=',
    'vbscript:msgbox(1)',
    '//evil.example/x',
  ];

  it.each(urls)('%j under every type and variant', (url) => {
    for (const type of ALL_TYPES) {
      for (const variant of VARIANTS) {
        const { unmount } = renderAnswer(type, url, variant);
        expectOnlySafeTargets();
        unmount();
      }
    }
  });

  it.each(urls)('%j as a file or signature url', (url) => {
    for (const variant of VARIANTS) {
      const file = { name: 'x.png', url, mime_type: 'image/png', size: 10 };
      const { unmount } = renderWithMantine(
        <>
          <AnswerView type="FILE_UPLOAD" value={[file]} variant={variant} locale="en-US" />
          <AnswerView type="SIGNATURE" value={[file]} variant={variant} locale="en-US" />
        </>,
      );
      expect(linkTargets()).toEqual([]);
      expect(screen.getAllByText('x.png')).toHaveLength(2);
      unmount();
    }
  });

  it.each([
    'ann@example.com?subject=hi&body=x',
    'ann@example.com\nBcc: eve@example.com',
    'ann@example.com,eve@example.com',
    'javascript:alert(1)//@example.com',
  ])('EMAIL %j is not a link', (address) => {
    renderAnswer('EMAIL', address);
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('an http image that is not an image type gets no thumbnail', () => {
    const { container } = renderAnswer('FILE_UPLOAD', [
      { name: 'page.html', url: 'https://x.example/page.html', mime_type: 'text/html', size: 10 },
    ]);
    expect(container.querySelector('img')).toBeNull();
    expect(screen.getByRole('link', { name: /page\.html/ })).toHaveAttribute(
      'rel',
      'noopener noreferrer',
    );
  });

  it('every external link opens in a new tab without opener or referrer', () => {
    renderAnswer('LINK', 'https://x.example/');
    renderAnswer('FILE_UPLOAD', [{ name: 'a.pdf', url: 'https://x.example/a.pdf' }]);
    const links = screen.getAllByRole('link');
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('wrong shapes never throw and read as text', () => {
  it.each(WRONG_SHAPES)('%s under every type and variant', (_label, value) => {
    for (const type of ALL_TYPES) {
      for (const variant of VARIANTS) {
        const { text, unmount } = renderAnswer(type, value, variant);
        expect(text().trim()).not.toBe('');
        expect(text()).not.toContain('[object Object]');
        expect(text()).not.toContain('No answer');
        expect(text()).not.toContain('Could not display');
        unmount();
      }
    }
  });

  it('shows an object of the wrong shape as key: value text', () => {
    renderAnswer('DATE_RANGE', { start: '2024-03-01', end: 'soon' });
    expect(screen.getByText('start: 2024-03-01, end: soon')).toBeInTheDocument();
    renderAnswer('SWITCH', 'maybe');
    expect(screen.getByText('maybe')).toBeInTheDocument();
  });

  it('survives very deep nesting', () => {
    for (const variant of VARIANTS) {
      const { text, unmount } = renderAnswer('SHORT_ANSWER', deeplyNested(50_000), variant);
      expect(text()).toBe('[[[[[[[[…]]]]]]]]');
      unmount();
    }
  });

  it('survives a huge string and a huge array', () => {
    const huge = 'x'.repeat(500_000);
    const { text } = renderAnswer('SHORT_ANSWER', huge, 'cell');
    expect(text()).toBe(`${'x'.repeat(80)}…`);
    renderAnswer(
      'MULTISELECT',
      Array.from({ length: 5000 }, (_, i) => `option ${i}`),
      'cell',
    );
    expect(screen.getByText('+4997')).toBeInTheDocument();
  });

  it('ignores a malformed locale', () => {
    renderWithMantine(<AnswerView type="NUMBER" value={5} locale="not a locale!!" />);
    expect(screen.getByText('5')).toBeInTheDocument();
  });
});

describe('right-to-left and emoji text', () => {
  it('marks text dir="auto" so RTL answers display right', () => {
    renderAnswer('SHORT_ANSWER', 'مرحبا بالعالم', 'cell');
    expect(screen.getByText('مرحبا بالعالم')).toHaveAttribute('dir', 'auto');
    renderAnswer('LONG_ANSWER', 'שלום עולם', 'full');
    expect(screen.getByText('שלום עולם')).toHaveAttribute('dir', 'auto');
  });

  it('renders emoji and never cuts one in half when truncating', async () => {
    renderAnswer('SHORT_ANSWER', '👍🏽 great 🎉');
    expect(screen.getByText('👍🏽 great 🎉')).toBeInTheDocument();
    const emoji = '😀'.repeat(100);
    renderAnswer('LONG_ANSWER', emoji, 'cell');
    const cut = screen.getByText(/…$/).textContent ?? '';
    expect(cut).toBe(`${'😀'.repeat(80)}…`);
    expect(cut).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
    await userEvent.click(screen.getByRole('button', { name: 'Show full text' }));
    expect(await screen.findByText(emoji)).toBeInTheDocument();
  });
});
