import { ScrollArea } from './scroll-area-shim';

describe('ScrollArea (the shim given to Table.ScrollContainer in the build)', () => {
  it('fails with a message naming the fix when a container is left on the default type', () => {
    expect(() => ScrollArea()).toThrow('Table.ScrollContainer needs type="native"');
  });
});
