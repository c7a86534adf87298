import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithMantine } from '@test/render';
import { QUESTION_TYPES, type QuestionType } from '@/contract/question-types';
import { VALID_ANSWERS } from './answer-fixtures';
import { AnswerView } from './answer-view';
import { renderAnswer } from './answer-test-support';

const valid = (type: QuestionType) => VALID_ANSWERS[type];

describe('AnswerView renders every question type', () => {
  it.each(['SHORT_ANSWER', 'HIDDEN', 'PHONE_NUMBER'] as const)('%s as plain text', (type) => {
    renderAnswer(type, valid(type));
    expect(screen.getByText(String(valid(type)))).toHaveAttribute('dir', 'auto');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('LONG_ANSWER keeps its line breaks in full view', () => {
    const { container } = renderAnswer('LONG_ANSWER', valid('LONG_ANSWER'));
    const paragraph = container.querySelector('p');
    expect(paragraph?.textContent).toBe('Line one\nLine two');
    expect(paragraph).toHaveStyle({ whiteSpace: 'pre-wrap' });
  });

  it('EMAIL as a mailto link', () => {
    renderAnswer('EMAIL', valid('EMAIL'));
    expect(screen.getByRole('link', { name: 'ann@example.com' })).toHaveAttribute(
      'href',
      'mailto:ann@example.com',
    );
  });

  it('LINK as an external link opening in a new tab', () => {
    renderAnswer('LINK', valid('LINK'), 'cell');
    const link = screen.getByRole('link', { name: /https:\/\/example\.com\/page\?q=1/ });
    expect(link).toHaveAttribute('href', 'https://example.com/page?q=1');
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAccessibleName(/opens in a new tab/);
  });

  it.each([
    ['NUMBER', '1,234.5'],
    ['SLIDER', '70'],
    ['LINEAR_SCALE', '8'],
    ['CALCULATED_FIELD', '42.5'],
    ['RANGE_SLIDER', '20 – 80'],
  ] as const)('%s as a formatted number', (type, shown) => {
    renderAnswer(type, valid(type), 'cell');
    expect(screen.getByText(shown)).toBeInTheDocument();
  });

  it('CALCULATED_FIELD with a text result as text', () => {
    renderAnswer('CALCULATED_FIELD', 'Gold tier');
    expect(screen.getByText('Gold tier')).toBeInTheDocument();
  });

  it('numbers follow the locale', () => {
    renderWithMantine(<AnswerView type="NUMBER" value={1234.5} locale="de-DE" />);
    expect(screen.getByText('1.234,5')).toBeInTheDocument();
  });

  it.each([
    ['SWITCH', 'Yes'],
    ['CHECKBOX', 'No'],
  ] as const)('%s as an icon named %s in a cell, with the word in full view', (type, label) => {
    renderAnswer(type, valid(type), 'cell');
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(screen.queryByText(label)).toBeNull();
    renderAnswer(type, valid(type), 'full');
    expect(screen.getByText(label)).toBeInTheDocument();
  });

  it('DATE in a <time> element', () => {
    renderAnswer('DATE', valid('DATE'));
    const time = screen.getByText('Mar 5, 2024');
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '2024-03-05');
  });

  it('TIME in a <time> element', () => {
    renderAnswer('TIME', valid('TIME'), 'cell');
    const time = screen.getByText(/^2:30\sPM$/);
    expect(time.tagName).toBe('TIME');
    expect(time).toHaveAttribute('datetime', '14:30');
  });

  it('DATE_RANGE as two <time> elements', () => {
    const { container, text } = renderAnswer('DATE_RANGE', valid('DATE_RANGE'));
    const times = container.querySelectorAll('time');
    expect([...times].map((time) => time.getAttribute('datetime'))).toEqual([
      '2024-03-01',
      '2024-03-05',
    ]);
    expect(text()).toBe('Mar 1, 2024 – Mar 5, 2024');
  });

  it('RATING as stars, announced out of five, plus the number', () => {
    renderAnswer('RATING', valid('RATING'), 'cell');
    expect(screen.getByRole('img', { name: '4 out of 5 stars' })).toBeInTheDocument();
    expect(screen.getByText('4')).toBeInTheDocument();
  });

  it('RATING with half a star', () => {
    renderAnswer('RATING', 4.5);
    expect(screen.getByRole('img', { name: '4.5 out of 5 stars' })).toBeInTheDocument();
  });

  it('RATING above five as the number alone', () => {
    renderAnswer('RATING', 7);
    expect(screen.getByText('7')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: /out of/ })).toBeNull();
  });

  it.each(['LIST_RADIO', 'MULTIPLE_CHOICES', 'DROPDOWN'] as const)('%s as a badge', (type) => {
    renderAnswer(type, valid(type), 'cell');
    expect(screen.getByText(String(valid(type)))).toBeInTheDocument();
  });

  it.each(['LIST_CHECKBOX', 'MULTISELECT'] as const)('%s as one badge per option', (type) => {
    renderAnswer(type, valid(type));
    for (const option of valid(type) as string[]) {
      expect(screen.getByText(option)).toBeInTheDocument();
    }
  });

  it('MULTISELECT in a cell shows three options and "+N" for the rest', () => {
    renderAnswer('MULTISELECT', valid('MULTISELECT'), 'cell');
    for (const option of ['a', 'b', 'c']) expect(screen.getByText(option)).toBeInTheDocument();
    expect(screen.queryByText('d')).toBeNull();
    expect(screen.getByText('+2')).toBeInTheDocument();
    expect(screen.getByText('and 2 more: d, e')).toBeInTheDocument();
  });

  it('RANKING as an ordered list in rank order', () => {
    renderAnswer('RANKING', valid('RANKING'));
    const list = screen.getByRole('list');
    expect(list.tagName).toBe('OL');
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Pizza', 'Pasta', 'Salad']);
  });

  it('RANKING in a cell as compact text', () => {
    renderAnswer('RANKING', valid('RANKING'), 'cell');
    expect(screen.getByText('1. Pizza · 2. Pasta · 3. Salad')).toBeInTheDocument();
  });

  it('COUNTRY as the region name with the code as title', () => {
    renderAnswer('COUNTRY', valid('COUNTRY'));
    expect(screen.getByText('Germany')).toHaveAttribute('title', 'DE');
  });

  it('COUNTRY that is no code as the raw text', () => {
    renderAnswer('COUNTRY', 'Atlantis');
    expect(screen.getByText('Atlantis')).toBeInTheDocument();
  });

  it('FILE_UPLOAD in full view: named links with sizes, and the image only on request', async () => {
    const { container } = renderAnswer('FILE_UPLOAD', valid('FILE_UPLOAD'));
    const pdf = screen.getByRole('link', { name: /cv\.pdf/ });
    expect(pdf).toHaveAttribute('href', 'https://files.example.com/cv.pdf');
    expect(pdf).toHaveAttribute('target', '_blank');
    expect(pdf).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: /photo\.png/ })).toBeInTheDocument();
    expect(screen.getByText('12.3 kB')).toBeInTheDocument();
    expect(screen.getByText('2.5 MB')).toBeInTheDocument();
    expect(container.querySelector('img')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Show image photo.png' }));
    const images = [...container.querySelectorAll('img')].map((img) => img.getAttribute('src'));
    expect(images).toEqual(['https://files.example.com/photo.png']);
  });

  it('FILE_UPLOAD in a cell: names only', () => {
    const { container } = renderAnswer('FILE_UPLOAD', valid('FILE_UPLOAD'), 'cell');
    expect(screen.getAllByRole('link')).toHaveLength(2);
    expect(screen.queryByText('12.3 kB')).toBeNull();
    expect(container.querySelector('img')).toBeNull();
  });

  it('FILE_UPLOAD without a usable url shows the name as text', () => {
    renderAnswer('FILE_UPLOAD', [
      { name: 'notes.txt', url: 'ftp://x.example/notes.txt', size: 10 },
    ]);
    expect(screen.getByText('notes.txt')).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it.each(['cell', 'full'] as const)('SIGNATURE as a link to its image (%s)', (variant) => {
    renderAnswer('SIGNATURE', valid('SIGNATURE'), variant);
    expect(screen.getByRole('link', { name: /signature\.png/ })).toHaveAttribute(
      'href',
      'https://files.example.com/sig.png',
    );
  });

  it('PAYMENT as money in its currency with a status badge', () => {
    renderAnswer('PAYMENT', valid('PAYMENT'), 'cell');
    expect(screen.getByText('€12.50')).toBeInTheDocument();
    expect(screen.getByText('paid')).toBeInTheDocument();
  });

  it('PAYMENT in a currency without minor digits', () => {
    renderAnswer('PAYMENT', { amount: 1250, currency: 'JPY', status: 'pending' });
    expect(screen.getByText('¥1,250')).toBeInTheDocument();
  });

  it('covers all 27 types with readable output in both variants', () => {
    for (const type of QUESTION_TYPES) {
      for (const variant of ['cell', 'full'] as const) {
        const { text, unmount } = renderAnswer(type, valid(type), variant);
        expect(text().trim()).not.toBe('');
        expect(text()).not.toContain('No answer');
        expect(text()).not.toContain('[object Object]');
        unmount();
      }
    }
  });
});
