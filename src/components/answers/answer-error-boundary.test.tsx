import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithMantine } from '@test/render';
import { AnswerErrorBoundary } from './answer-error-boundary';

function Thrower({ fail }: { fail: boolean }) {
  if (fail) throw new Error('renderer bug');
  return <span>rendered</span>;
}

describe('AnswerErrorBoundary', () => {
  afterEach(() => {
    vi.restoreAllMocks();
  });

  it('shows the fallback instead of letting a renderer error escape', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderWithMantine(
      <>
        <AnswerErrorBoundary resetKey={1} fallback={<span>fallback</span>}>
          <Thrower fail />
        </AnswerErrorBoundary>
        <span>sibling</span>
      </>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    expect(screen.getByText('sibling')).toBeInTheDocument();
  });

  it('tries again when the answer changes', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = renderWithMantine(
      <AnswerErrorBoundary resetKey="a" fallback={<span>fallback</span>}>
        <Thrower fail />
      </AnswerErrorBoundary>,
    );
    expect(screen.getByText('fallback')).toBeInTheDocument();
    rerender(
      <AnswerErrorBoundary resetKey="b" fallback={<span>fallback</span>}>
        <Thrower fail={false} />
      </AnswerErrorBoundary>,
    );
    expect(screen.getByText('rendered')).toBeInTheDocument();
  });
});
