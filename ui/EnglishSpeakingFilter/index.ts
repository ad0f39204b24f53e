export { EnglishSpeakingFilter } from './EnglishSpeakingFilter.tsx';
export type { EnglishSpeakingFilterProps, EnglishSpeakingFilterState } from './EnglishSpeakingFilter.types.ts';
