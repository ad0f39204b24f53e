export { LanguageMenu } from './LanguageMenu.tsx';
export type { LanguageMenuProps } from './LanguageMenu.types.ts';
