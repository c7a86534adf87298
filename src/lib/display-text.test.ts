import { describe, expect, it } from 'vitest';
import { DISPLAY_TEXT_LIMIT, displayText } from './display-text';

describe('displayText', () => {
  it('cuts a 50 MB text to the display limit, with an ellipsis', () => {
    const huge = 'x'.repeat(50 * 1024 * 1024);
    const shown = displayText(huge);
    expect(shown).toHaveLength(DISPLAY_TEXT_LIMIT);
    expect(shown.endsWith('…')).toBe(true);
  });

  it('never cuts an emoji in half', () => {
    const shown = displayText('😀'.repeat(DISPLAY_TEXT_LIMIT + 10));
    expect(Array.from(shown)).toHaveLength(DISPLAY_TEXT_LIMIT);
    expect(shown.slice(0, -1)).toBe('😀'.repeat(DISPLAY_TEXT_LIMIT - 1));
  });

  it('leaves a text that fits as it is', () => {
    const text = 'y'.repeat(DISPLAY_TEXT_LIMIT);
    expect(displayText(text)).toBe(text);
    expect(displayText('Customer feedback')).toBe('Customer feedback');
  });
});
