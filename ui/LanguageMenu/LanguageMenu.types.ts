import type { MouseEvent, Ref } from 'react';
import type { Locale } from '../../domain/i18n/locale.ts';

export interface LanguageMenuProps {
  /**
   * The language of the page the menu sits on: its button shows this language's name, and the
   * menu marks it as the current one.
   */
  locale: Locale;
  /** The same page in each language: its path, query and fragment ('/en/kantan-yoyaku/step5/'). */
  hrefs: Readonly<Record<Locale, string>>;
  /**
   * Called as the visitor follows a language's link in this tab (a click or Enter without a key that
   * opens a new tab or window), before the other page loads: the page hands over what it keeps
   * nowhere else. Nothing is prevented: the link navigates as every link does.
   * @default undefined
   */
  onFollow?: (target: Locale, event: MouseEvent<HTMLAnchorElement>) => void;
  /**
   * The page waits for a call whose answer it must show (a booking on its way): the menu does not
   * open until it comes, as the rest of the page is inert meanwhile.
   * @default false
   */
  disabled?: boolean;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
