export { ReservationFullModal } from './ReservationFullModal.tsx';
export type { ReservationFullModalProps } from './ReservationFullModal.types.ts';
