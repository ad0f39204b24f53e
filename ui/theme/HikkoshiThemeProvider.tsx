import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { useMemo, type ReactNode } from 'react';
import { createHikkoshiTheme } from './createHikkoshiTheme.ts';
import './fonts.ts';

export interface HikkoshiThemeProviderProps {
  /** The tree to theme. */
  children: ReactNode;
  /**
   * Turn transitions off (tests and screenshots).
   * @default false
   */
  reducedMotion?: boolean;
}

/** Theme, CssBaseline and the bundled Japanese font for the whole product. */
export function HikkoshiThemeProvider({ children, reducedMotion = false }: HikkoshiThemeProviderProps) {
  const theme = useMemo(() => createHikkoshiTheme({ reducedMotion }), [reducedMotion]);
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
