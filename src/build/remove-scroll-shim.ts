import { fullWidthClassName, zeroRightClassName } from 'react-remove-scroll-bar/constants';

/**
 * The only part of react-remove-scroll that Mantine's AppShell reads: the class names that keep
 * fixed bars in place while a dialog locks the page's scroll. They come from the same constants
 * the real scroll lock uses, so the two cannot drift apart.
 */
export const RemoveScroll = {
  classNames: { zeroRight: zeroRightClassName, fullWidth: fullWidthClassName },
};
