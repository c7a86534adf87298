import { describe, expect, it } from 'vitest';
import type { Question, Submission } from '@/api/schemas';
import { type ExportedForm, personHtml, personJson } from './person-export';

const questions = [
  { id: 'q1', name: 'Name', type: 'SHORT_ANSWER' },
  { id: 'q2', name: 'CV', type: 'FILE_UPLOAD' },
] as Question[];
const hostile = '<script>alert(1)</script>"><img src=x onerror=alert(2)>';
const submission: Submission = {
  id: 'sub_1',
  created_at: '2026-11-01T10:00:00Z',
  is_partial: false,
  responses: {
    q1: hostile,
    q2: [
      {
        name: 'cv.pdf',
        url: 'https://files.example/cv.pdf',
        mime_type: 'application/pdf',
        size: 1,
      },
      { name: 'bad', url: 'javascript:alert(3)', mime_type: 'text/plain', size: 1 },
    ],
    extra: { nested: [1, 'two'] },
  },
};
const forms: ExportedForm[] = [
  { form: { id: 'f1', name: 'Jobs <b>' }, questions, submissions: [submission] },
];
const about = {
  searchedFor: 'ann@example.com',
  matchedAs: 'E-mail address (the whole address, any case)',
  at: new Date('2026-11-27T09:00:00Z'),
  account: 'owner@example.com',
  contacts: { emails: ['ann@example.com'], phones: ['+49 30 1234567'] },
};

describe('a person export', () => {
  it('as JSON keeps every answer exactly as the API gave it', () => {
    const parsed = JSON.parse(personJson(about, forms));
    expect(parsed.forms[0].submissions[0]).toEqual(submission);
    expect(parsed).toMatchObject({
      exportedAt: '2026-11-27T09:00:00.000Z',
      account: 'owner@example.com',
    });
  });

  it('as a document shows every answer as text, links only http(s) files, runs nothing', () => {
    const html = personHtml(about, forms);
    const doc = new DOMParser().parseFromString(html, 'text/html');
    expect(doc.querySelectorAll('script, img, iframe, b')).toHaveLength(0);
    expect(doc.querySelector('dd')?.textContent).toBe(hostile);
    expect(doc.querySelector('h2')?.textContent).toBe('Jobs <b>');
    expect([...doc.querySelectorAll('a')].map((a) => a.getAttribute('href'))).toEqual([
      'https://files.example/cv.pdf',
    ]);
    // An answer to no question is still there, by its key.
    expect([...doc.querySelectorAll('dt')].map((dt) => dt.textContent)).toEqual([
      'Name',
      'CV',
      'extra',
    ]);
    expect(
      doc.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'),
    ).toBe("default-src 'none'; style-src 'unsafe-inline'");
  });

  it('names the addresses it covers, and does not call several of them one person', () => {
    const one = new DOMParser().parseFromString(personHtml(about, forms), 'text/html');
    expect(one.querySelector('h1')?.textContent).toBe('Data stored for ann@example.com');
    expect(one.body.textContent).toContain(
      'The e-mail addresses and phone numbers these submissions give: ann@example.com, +49 30 1234567.',
    );
    expect(JSON.parse(personJson(about, forms)).contacts).toEqual(about.contacts);

    const emails = ['f.huber@a.example', 'florian@b.example', 'fh@c.example'];
    const several = { ...about, searchedFor: 'florian huber', contacts: { emails, phones: [] } };
    const doc = new DOMParser().parseFromString(personHtml(several, forms), 'text/html');
    expect(doc.querySelector('h1')?.textContent).toBe('Data found for “florian huber”');
    expect(doc.body.textContent).toContain(
      `3 different e-mail addresses, which may be different people: ${emails.join(', ')}.`,
    );
    expect(doc.body.textContent).not.toContain('Data stored for');
  });
});
