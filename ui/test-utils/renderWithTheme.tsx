import { ThemeProvider, type Theme } from '@mui/material/styles';
import type { ReactElement, ReactNode } from 'react';
import { render } from 'vitest-browser-react';
import { createHikkoshiTheme } from '../theme/index.ts';

/** Renders `ui` inside the product theme with transitions off, as the stories do. */
export function renderWithTheme(ui: ReactElement, theme: Theme = createHikkoshiTheme({ reducedMotion: true })) {
  const Wrapper = ({ children }: { children: ReactNode }) => <ThemeProvider theme={theme}>{children}</ThemeProvider>;
  return render(ui, { wrapper: Wrapper });
}
