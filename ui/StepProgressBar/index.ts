export { StepProgressBar } from './StepProgressBar.tsx';
export type { StepProgressBarProps, StepProgressState } from './StepProgressBar.types.ts';
