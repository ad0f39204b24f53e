export { BaggageModal } from './BaggageModal.tsx';
export type { BaggageModalProps } from './BaggageModal.types.ts';
