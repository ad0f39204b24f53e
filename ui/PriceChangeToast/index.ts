export { PriceChangeToast } from './PriceChangeToast.tsx';
export type { PriceChangeToastProps } from './PriceChangeToast.types.ts';
