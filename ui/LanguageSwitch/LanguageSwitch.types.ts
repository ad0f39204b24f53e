import type { MouseEvent, Ref } from 'react';
import type { Locale } from '../../domain/i18n/locale.ts';

export interface LanguageSwitchProps {
  /**
   * The language of the page the switch sits on. The link leads to the other one and reads in it
   * (「日本語」 on an English page, "English" on a Japanese one); its accessible name says what it
   * does in this language.
   */
  locale: Locale;
  /** The same page in the other language: its path, query and fragment ('/en/kantan-yoyaku/step5/'). */
  href: string;
  /**
   * Called as the visitor follows the link in this tab (a click or Enter without a key that opens
   * a new tab or window), before the other page loads: the page hands over what it keeps nowhere
   * else. Nothing is prevented: the link navigates as every link does.
   * @default undefined
   */
  onFollow?: (event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The page waits for a call whose answer it must show (a booking on its way): the link leads
   * nowhere until it comes (`aria-disabled`, no `href`), as the rest of the page is inert meanwhile.
   * @default false
   */
  disabled?: boolean;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element (the link).
   * @default undefined
   */
  ref?: Ref<HTMLAnchorElement>;
}
