export { ContactPreferenceSummary } from './ContactPreferenceSummary.tsx';
export type { ContactPreferenceSummaryProps } from './ContactPreferenceSummary.types.ts';
