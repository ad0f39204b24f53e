export { TranslationFooter } from './TranslationFooter.tsx';
export type { TranslationFooterProps } from './TranslationFooter.types.ts';
