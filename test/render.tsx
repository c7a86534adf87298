import { MantineProvider } from '@mantine/core';
import { render as testingLibraryRender, type RenderOptions } from '@testing-library/react';
import type { ReactElement } from 'react';
import { theme } from '../src/app/theme';

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
