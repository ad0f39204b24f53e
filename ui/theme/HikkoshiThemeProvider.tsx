import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createHikkoshiTheme } from './createHikkoshiTheme.ts';

export interface HikkoshiThemeProviderProps {
  /** The tree to theme. */
  children: ReactNode;
  /**
   * Turn transitions off (tests and screenshots).
   * @default false
   */
  reducedMotion?: boolean;
}

/**
 * Theme and CssBaseline for the whole product. Text uses the platform's Japanese fonts; Storybook
 * also loads the bundled web font (`ui/theme/fonts.ts`) so screenshots match on every machine.
 */
export function HikkoshiThemeProvider({ children, reducedMotion = false }: HikkoshiThemeProviderProps) {
  const theme = useMemo(() => createHikkoshiTheme({ reducedMotion }), [reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
