export { CountStepper } from './CountStepper.tsx';
export type { CountStepperProps } from './CountStepper.types.ts';
