export { PageMessage } from './PageMessage.tsx';
export type { PageMessageProps } from './PageMessage.types.ts';
