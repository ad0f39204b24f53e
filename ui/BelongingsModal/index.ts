export { BelongingsModal } from './BelongingsModal.tsx';
export type { BelongingsModalProps } from './BelongingsModal.types.ts';
