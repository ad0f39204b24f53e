export { SpokenLanguageFilter } from './SpokenLanguageFilter.tsx';
export type { SpokenLanguageFilterProps, SpokenLanguageFilterState } from './SpokenLanguageFilter.types.ts';
