// The component library: every public component, its props type and the theme.
export { createHikkoshiTheme, HikkoshiThemeProvider } from './theme/index.ts';
export type { HikkoshiThemeOptions, HikkoshiThemeProviderProps } from './theme/index.ts';
export { StepProgressBar } from './StepProgressBar/index.ts';
export type { StepProgressBarProps, StepProgressState } from './StepProgressBar/index.ts';
export { PercentProgressBar } from './PercentProgressBar/index.ts';
export type { PercentProgressBarProps } from './PercentProgressBar/index.ts';
export { PriceCalendar } from './PriceCalendar/index.ts';
export type { PriceCalendarProps, PriceCalendarDayData, PriceCalendarDayState, PriceCalendarDayKind } from './PriceCalendar/index.ts';
export { ModalDialog } from './ModalDialog/index.ts';
export type { ModalDialogProps } from './ModalDialog/index.ts';
export { CompanyCard } from './CompanyCard/index.ts';
export type { CompanyCardProps, CompanyCardData, PriceBreakdownPart } from './CompanyCard/index.ts';
export { CompanyList } from './CompanyList/index.ts';
export type { CompanyListProps } from './CompanyList/index.ts';
export { CompanyDetailModal } from './CompanyDetailModal/index.ts';
export type { CompanyDetailModalProps } from './CompanyDetailModal/index.ts';
