export { PercentProgressBar } from './PercentProgressBar.tsx';
export type { PercentProgressBarProps } from './PercentProgressBar.types.ts';
