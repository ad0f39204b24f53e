import type { Ref } from 'react';
import type { FlowId } from '../../domain/flows/flows.ts';
import type { LanguageProfile } from '../../domain/i18n/profiles.ts';
import type { ContactValues } from '../../domain/validation/contactRules.ts';
import type { ErrorRevealProps } from '../internal/useRevealedErrors.ts';

/** The contact items, named as every flow's form names them (their rules: domain/validation/contactRules.ts). */
export type { ContactValues };

export type ContactField = keyof ContactValues;

/** A corrected e-mail address to offer, with the sentence that explains it. */
export interface ContactFieldsEmailCorrection {
  /** The sentence shown, e.g. 「taro@gmail.com の入力間違いではありませんか？」. */
  text: string;
  /** The address the button puts in the e-mail item. */
  email: string;
}

export interface ContactFieldsProps extends ErrorRevealProps {
  /** The form the fields belong to; picks the labels of that flow (お名前 / 氏名, 電話番号 / ご連絡先電話番号), in the page's language. */
  flow: FlowId;
  /** The four values. */
  value: ContactValues;
  /** Called with all four values after any change, including choosing a suggested e-mail domain. */
  onChange: (value: ContactValues) => void;
  /**
   * Called with the item that lost focus.
   * @default undefined
   */
  onBlur?: (field: ContactField) => void;
  /**
   * The validation message of each item for its current value (from domain/validation, or the
   * e-mail check of the server), shown per `revealErrors`. An e-mail error also opens the domain suggestions.
   * @default {}
   */
  errors?: Partial<Record<ContactField, string>>;
  /**
   * A corrected address offered under the e-mail item (for example by the server's typo check),
   * with a button that applies it through `onChange`.
   * @default undefined
   */
  emailCorrection?: ContactFieldsEmailCorrection;
  /**
   * How the page's language asks for the furigana (its profile, domain/i18n/profiles.ts): 'typed'
   * as a Japanese reader types it; 'offered' from a name typed in Latin letters (English and
   * Vietnamese pages): typing the name fills the furigana while it is empty or still the reading
   * offered, and a hint under it says what it is for and that it was filled in, the visitor's own
   * furigana never replaced; 'required' with a hint saying why (Chinese pages: names in hanzi).
   * @default 'typed'
   */
  nameReading?: LanguageProfile['nameReading'];
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root `<fieldset>` element.
   * @default undefined
   */
  ref?: Ref<HTMLFieldSetElement>;
}
