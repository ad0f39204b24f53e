export { ClosableHint } from './ClosableHint.tsx';
export type { ClosableHintProps } from './ClosableHint.types.ts';
