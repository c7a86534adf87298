import type { Question, Submission } from '@/api/schemas';
import { respondentLabel } from './respondent-label';

const q = (id: string, name: string, type = 'SHORT_ANSWER'): Question => ({
  id,
  name,
  type,
  is_deleted: false,
});
const sent = (responses: Record<string, unknown>): Submission => ({
  id: 's',
  created_at: '2026-11-01T09:00:00Z',
  is_partial: false,
  responses,
});

describe('respondentLabel', () => {
  it('is the answer to a name question, before an e-mail', () => {
    const questions = [q('e', 'Work e-mail', 'EMAIL'), q('n', 'Full name'), q('c', 'Company name')];
    expect(
      respondentLabel(questions, sent({ e: 'ann@example.com', n: ' Ann Smith ', c: 'Acme' })),
    ).toBe('Ann Smith');
  });

  it('joins a first and a last name; falls back to the e-mail; else nothing', () => {
    const questions = [q('f', 'First name'), q('l', 'Last name'), q('e', 'E-mail', 'EMAIL')];
    expect(respondentLabel(questions, sent({ f: 'Ann', l: 'Smith' }))).toBe('Ann Smith');
    expect(respondentLabel(questions, sent({ f: '  ', e: 'ann@example.com' }))).toBe(
      'ann@example.com',
    );
    expect(
      respondentLabel([q('c', 'Company name'), q('x', 'Nickname')], sent({ c: 'Acme', x: 'A' })),
    ).toBeNull();
    // Any other shape of answer is not a name.
    expect(respondentLabel([q('n', 'Name')], sent({ n: { first: 'Ann' } }))).toBeNull();
  });
});
