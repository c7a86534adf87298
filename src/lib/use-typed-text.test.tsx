import { act, renderHook } from '@testing-library/react';
import { useTypedText } from './use-typed-text';

function setup(initial = '') {
  const written: string[] = [];
  const elsewhere = vi.fn();
  const hook = renderHook(
    ({ value }) =>
      useTypedText(value, { write: (text) => written.push(text), onChangedElsewhere: elsewhere }),
    { initialProps: { value: initial } },
  );
  const type = (text: string) =>
    act(() => {
      hook.result.current.setText(text);
      hook.result.current.send(text);
    });
  return { hook, written, elsewhere, type };
}

describe('useTypedText', () => {
  it('keeps letters typed while the value catches up with what was written', () => {
    const { hook, written, type, elsewhere } = setup();
    type('s');
    type('su');
    type('sum');
    // The URL shows the first write only now: the box keeps "sum".
    hook.rerender({ value: 's' });
    expect(hook.result.current.text).toBe('sum');
    hook.rerender({ value: 'sum' });
    expect(hook.result.current.text).toBe('sum');
    expect(written).toEqual(['s', 'su', 'sum']);
    expect(elsewhere).not.toHaveBeenCalled();
  });

  it('shows a change made elsewhere, and says so', () => {
    const { hook, type, elsewhere } = setup('old');
    type('older');
    hook.rerender({ value: 'older' });
    hook.rerender({ value: 'old' });
    expect(hook.result.current.text).toBe('old');
    expect(elsewhere).toHaveBeenCalledTimes(1);
  });

  it('writes nothing when the text is what was written last', () => {
    const { written, type } = setup('a');
    type('ab');
    type('a');
    type('a');
    expect(written).toEqual(['ab', 'a']);
  });
});
