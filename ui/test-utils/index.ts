export { describeConformance } from './describeConformance.tsx';
export type { ConformanceOptions, ConformanceProps } from './describeConformance.tsx';
export { renderWithTheme } from './renderWithTheme.tsx';
export { expectNoAxeViolations } from './expectNoAxeViolations.ts';
