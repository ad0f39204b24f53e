export { OverlayContainer } from './OverlayContainer.tsx';
export type { OverlayContainerProps } from './OverlayContainer.types.ts';
