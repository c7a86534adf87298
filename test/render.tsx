import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Overlays } from '@/app/overlays';
import { theme } from '@/app/theme';

/** Renders a component inside Mantine's provider, as the vite-template's test-utils do. */
export function renderWithMantine(ui: ReactElement, options?: RenderOptions) {
  return testingLibraryRender(ui, {
    wrapper: ({ children }) => (
      <MantineProvider theme={theme} env="test">
        {children}
      </MantineProvider>
    ),
    ...options,
  });
}

/** The app's dialog and toast host, for tests of code outside app/ that opens one. */
export function renderOverlays() {
  return renderWithMantine(<Overlays />);
}
