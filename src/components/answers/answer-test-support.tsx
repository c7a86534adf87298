// Test helpers for the AnswerView tests.
import { renderWithMantine } from '@test/render';
import type { AnswerVariant } from './answer-variant';
import { AnswerView } from './answer-view';

export function renderAnswer(type: string, value: unknown, variant: AnswerVariant = 'full') {
  const result = renderWithMantine(
    <AnswerView type={type} value={value} variant={variant} locale="en-US" />,
  );
  return { ...result, text: () => answerTextIn(result.container) };
}

/**
 * What the rendered answer says: its text, with icons and images read by their
 * accessible names, without the CSS Mantine's provider injects beside it.
 */
export function answerTextIn(container: HTMLElement): string {
  const copy = container.cloneNode(true) as HTMLElement;
  copy.querySelectorAll('style').forEach((style) => style.remove());
  copy.querySelectorAll('[role="img"][aria-label], img[alt]').forEach((image) => {
    const name = image.getAttribute('aria-label') ?? image.getAttribute('alt') ?? '';
    image.replaceWith(document.createTextNode(name));
  });
  return copy.textContent ?? '';
}
