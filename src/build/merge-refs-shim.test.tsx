import { render } from '@testing-library/react';
import { createRef } from 'react';
import { useMergeRefs } from './merge-refs-shim';

function Probe({ refs }: { refs: Parameters<typeof useMergeRefs<HTMLDivElement>>[0] }) {
  return <div data-testid="probe" ref={useMergeRefs(refs)} />;
}

describe('useMergeRefs (the shim given to Mantine ScrollArea)', () => {
  it('hands the element to object refs, callback refs and skips missing ones', () => {
    const objectRef = createRef<HTMLDivElement>();
    const seen: (HTMLDivElement | null)[] = [];
    const { getByTestId, unmount } = render(
      <Probe refs={[objectRef, (node) => void seen.push(node), undefined]} />,
    );

    expect(objectRef.current).toBe(getByTestId('probe'));
    expect(seen).toEqual([getByTestId('probe')]);
    unmount();
    expect(objectRef.current).toBeNull();
    expect(seen.at(-1)).toBeNull();
  });

  it('runs the cleanup a callback ref returns, as React 19 does', () => {
    const events: string[] = [];
    const { unmount } = render(
      <Probe
        refs={[
          (node) => {
            events.push(node ? 'attached' : 'null');
            return () => void events.push('cleaned up');
          },
        ]}
      />,
    );

    unmount();
    expect(events).toEqual(['attached', 'cleaned up']);
  });
});
