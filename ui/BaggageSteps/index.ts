export { BaggageSteps } from './BaggageSteps.tsx';
export type { BaggageStepsProps } from './BaggageSteps.types.ts';
