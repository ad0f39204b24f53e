export { LoadingContainer } from './LoadingContainer.tsx';
export type { LoadingContainerProps } from './LoadingContainer.types.ts';
