export { ReviewScoreSummary } from './ReviewScoreSummary.tsx';
export type { ReviewScoreSummaryProps, ReviewScoreSummaryVariant } from './ReviewScoreSummary.types.ts';
