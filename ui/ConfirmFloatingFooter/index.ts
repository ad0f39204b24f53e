export { ConfirmFloatingFooter } from './ConfirmFloatingFooter.tsx';
export type { ConfirmFloatingFooterProps } from './ConfirmFloatingFooter.types.ts';
