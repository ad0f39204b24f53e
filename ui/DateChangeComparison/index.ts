export { DateChangeComparison } from './DateChangeComparison.tsx';
export type { DateChangeComparisonProps, PricedDayView } from './DateChangeComparison.types.ts';
