export { LanguageSwitch } from './LanguageSwitch.tsx';
export type { LanguageSwitchProps } from './LanguageSwitch.types.ts';
