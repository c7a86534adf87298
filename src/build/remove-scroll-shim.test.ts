import { RemoveScroll as real } from 'react-remove-scroll';
import { RemoveScroll as shim } from './remove-scroll-shim';

describe('RemoveScroll shim (given to the Mantine AppShell)', () => {
  it('names the same classes the real scroll lock looks for', () => {
    expect(shim.classNames).toEqual({
      zeroRight: real.classNames.zeroRight,
      fullWidth: real.classNames.fullWidth,
    });
  });
});
