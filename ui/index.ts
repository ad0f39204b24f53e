// The component library: every public component, its props type and the theme.
export { createHikkoshiTheme, HikkoshiThemeProvider } from './theme/index.ts';
export type { HikkoshiThemeOptions, HikkoshiThemeProviderProps } from './theme/index.ts';
export { StepProgressBar } from './StepProgressBar/index.ts';
export type { StepProgressBarProps, StepProgressState } from './StepProgressBar/index.ts';
export { PercentProgressBar } from './PercentProgressBar/index.ts';
export type { PercentProgressBarProps } from './PercentProgressBar/index.ts';
export { PriceCalendar } from './PriceCalendar/index.ts';
export type { PriceCalendarProps, PriceCalendarDayData, PriceCalendarDayState, PriceCalendarDayKind } from './PriceCalendar/index.ts';
