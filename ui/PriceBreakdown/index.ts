export { PriceBreakdown } from './PriceBreakdown.tsx';
export type { PriceBreakdownProps, PriceBreakdownPrevious } from './PriceBreakdown.types.ts';
