import type { Plugin } from 'vite';
import { replaceImport } from './replaceImport.ts';

const CREATE_THEME = /[\\/]@mui[\\/]material[\\/]styles[\\/]createTheme\.mjs$/;
const STUB_ID = '\0mui-theme-with-css-variables-unused';

/**
 * Drops MUI's CSS-variables theme builder (createThemeWithVars, about 5 KB of gzip with what it
 * imports) from the build. MUI's createTheme imports it for themes with `cssVariables` or
 * `colorSchemes`; ui/theme/createHikkoshiTheme.ts sets neither, so createTheme calls only
 * createThemeNoVars, and every page carried the other builder for nothing. Should the theme ever
 * ask for CSS variables, the stub says so at once instead of building a different theme.
 */
export function muiThemeWithoutCssVariables(): Plugin {
  return {
    ...replaceImport('mui-theme-without-css-variables', { importer: CREATE_THEME, source: './createThemeWithVars.mjs', replacement: STUB_ID }),
    load(id) {
      if (id !== STUB_ID) return null;
      return `export default function createThemeWithVars() {
  throw new Error('The theme asks for CSS variables or colour schemes, which the build leaves out (scripts/muiThemeWithoutCssVariables.ts).');
}`;
    },
  };
}
