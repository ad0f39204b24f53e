export { BelongingsSteps } from './BelongingsSteps.tsx';
export type { BelongingsStepsProps } from './BelongingsSteps.types.ts';
