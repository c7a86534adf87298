import { act, renderHook } from '@testing-library/react';
import { useTypedText } from './use-typed-text';

function setup(initial = '') {
  const written: { text: string; replace: boolean }[] = [];
  const hook = renderHook(
    ({ value }) => useTypedText(value, (text, { replace }) => written.push({ text, replace })),
    { initialProps: { value: initial } },
  );
  const type = (text: string) =>
    act(() => {
      hook.result.current.setText(text);
      hook.result.current.send(text);
    });
  const texts = () => written.map((write) => write.text);
  return { hook, written, texts, type };
}

describe('useTypedText', () => {
  it('keeps letters typed while the value catches up with what was written', () => {
    const { hook, texts, type } = setup();
    type('s');
    type('su');
    type('sum');
    // The URL shows the first write only now: the box keeps "sum".
    hook.rerender({ value: 's' });
    expect(hook.result.current.text).toBe('sum');
    hook.rerender({ value: 'sum' });
    expect(hook.result.current.text).toBe('sum');
    expect(texts()).toEqual(['s', 'su', 'sum']);
  });

  it('shows a change made elsewhere', () => {
    const { hook, type } = setup('old');
    type('older');
    hook.rerender({ value: 'older' });
    hook.rerender({ value: 'old' });
    expect(hook.result.current.text).toBe('old');
  });

  it('writes nothing when the text is what was written last', () => {
    const { texts, type } = setup('a');
    type('ab');
    type('a');
    type('a');
    expect(texts()).toEqual(['ab', 'a']);
  });

  it('makes one history entry a search: from focus, or after a change made elsewhere', () => {
    const { hook, written, type } = setup();
    type('s');
    type('su');
    act(() => hook.result.current.startSearch());
    type('sun');
    hook.rerender({ value: 'sun' });
    hook.rerender({ value: '' }); // Back
    type('x');
    expect(written.map(({ replace }) => replace)).toEqual([false, true, false, false]);
  });
});
