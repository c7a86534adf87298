import { screen } from '@testing-library/react';
import { renderWithMantine } from '@test/render';
import type { Question, Submission } from '@/api/schemas';
import { dropOff } from '@/features/summary/stats/drop-off';
import { DropOffBlock } from './drop-off-block';

const question = (id: string, name: string) =>
  ({ id, name, type: 'SHORT_ANSWER', is_deleted: false }) as Question;
const response = (id: string, isPartial: boolean, responses: Record<string, unknown>) =>
  ({
    id,
    form_id: 'f',
    is_partial: isPartial,
    created_at: '2026-11-01T10:00:00Z',
    responses,
  }) as Submission;

describe('the Drop-off block', () => {
  const questions = [question('q1', 'Your name'), question('q2', 'Your city')];

  it('says "1 partial submission", and where it stopped', () => {
    const rows = [
      response('s1', true, { q1: 'Ann' }),
      response('s2', false, { q1: 'Bo', q2: 'Oslo' }),
    ];
    renderWithMantine(<DropOffBlock dropOff={dropOff(rows, questions)} completed={1} />);
    expect(screen.getByText(/^1 partial submission; most stopped at “Your city”\.$/)).toBeVisible();
  });

  it('counts two or more in the plural', () => {
    const rows = [response('s1', true, { q1: 'Ann' }), response('s2', true, {})];
    renderWithMantine(<DropOffBlock dropOff={dropOff(rows, questions)} completed={0} />);
    expect(screen.getByText(/^2 partial submissions; most stopped at/)).toBeVisible();
  });
});
