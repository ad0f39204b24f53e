export { createHikkoshiTheme } from './createHikkoshiTheme.ts';
export type { HikkoshiThemeOptions } from './createHikkoshiTheme.ts';
export { HikkoshiThemeProvider } from './HikkoshiThemeProvider.tsx';
export type { HikkoshiThemeProviderProps } from './HikkoshiThemeProvider.tsx';
export type { CalendarPalette, SurfacePalette, HkComponentTheme } from './augmentation.ts';
