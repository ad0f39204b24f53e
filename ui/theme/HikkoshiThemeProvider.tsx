import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { useMemo, type ReactNode } from 'react';
import { activeLocale } from '../../domain/i18n/i18n.ts';
import { PROFILES } from '../../domain/i18n/profiles.ts';
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
  // The page's language is its URL's (it never changes while the page runs); a story's, its toolbar's.
  const { script } = PROFILES[activeLocale()];
  const theme = useMemo(() => createHikkoshiTheme({ reducedMotion, script }), [reducedMotion, script]);
  // The system's provider, which is what MUI's own ThemeProvider renders for a theme without colour
  // schemes like ours; MUI's also imports its CSS-variables provider, ~3 KB gzip no page uses.
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      {children}
    </ThemeProvider>
  );
}
