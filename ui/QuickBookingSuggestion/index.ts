export { QuickBookingSuggestion } from './QuickBookingSuggestion.tsx';
export type { QuickBookingChoice, QuickBookingSuggestionProps } from './QuickBookingSuggestion.types.ts';
