import { Component, type ReactNode } from 'react';

interface AnswerErrorBoundaryProps {
  /** Shown instead of the renderer if it throws. */
  fallback: ReactNode;
  children: ReactNode;
}

interface AnswerErrorBoundaryState {
  failed: boolean;
}

/**
 * The renderers are written not to throw, but one bad answer must never take the
 * submissions table down with it, so each answer is isolated.
 */
export class AnswerErrorBoundary extends Component<
  AnswerErrorBoundaryProps,
  AnswerErrorBoundaryState
> {
  override state: AnswerErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): AnswerErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
