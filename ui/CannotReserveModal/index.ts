export { CannotReserveModal } from './CannotReserveModal.tsx';
export type { CannotReserveModalProps } from './CannotReserveModal.types.ts';
