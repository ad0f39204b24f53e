import type { Ref } from 'react';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';

export interface ContactPreferenceSummaryProps {
  /** The visitor's contact choice as stored: e-mail only, or phone as well within its windows. */
  value: ContactPreference;
  /**
   * Label of the choice.
   * @default 'ご連絡方法' in the page's language
   */
  label?: string;
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
