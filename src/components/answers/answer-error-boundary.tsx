import { Component, type ReactNode } from 'react';

interface AnswerErrorBoundaryProps {
  /** Shown instead of the renderer if it throws. */
  fallback: ReactNode;
  /** When this changes (a new answer), rendering is tried again. */
  resetKey: unknown;
  children: ReactNode;
}

interface AnswerErrorBoundaryState {
  failed: boolean;
  resetKey: unknown;
}

/**
 * The renderers are written not to throw, but one bad answer must never take the
 * submissions table down with it, so each answer is isolated.
 */
export class AnswerErrorBoundary extends Component<
  AnswerErrorBoundaryProps,
  AnswerErrorBoundaryState
> {
  override state: AnswerErrorBoundaryState = { failed: false, resetKey: this.props.resetKey };

  static getDerivedStateFromError(): Partial<AnswerErrorBoundaryState> {
    return { failed: true };
  }

  static getDerivedStateFromProps(
    props: AnswerErrorBoundaryProps,
    state: AnswerErrorBoundaryState,
  ): Partial<AnswerErrorBoundaryState> | null {
    return Object.is(props.resetKey, state.resetKey)
      ? null
      : { failed: false, resetKey: props.resetKey };
  }

  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}
