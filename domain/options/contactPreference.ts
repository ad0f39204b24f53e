import type { Option } from './option.ts';

/** How a visitor lets the chosen companies contact them: by e-mail only, or by phone as well. */
export type ContactMethod = 'email' | 'phone';
export const CONTACT_METHOD_OPTIONS: readonly Option<ContactMethod>[] = [
  { value: 'email', label: /*i18n*/ 'メールのみ' },
  { value: 'phone', label: /*i18n*/ 'メールと電話' },
];
export const DEFAULT_CONTACT_METHOD: ContactMethod = 'email';

/** What each choice means for the visitor, said where it is chosen and wherever it is shown back. */
export const CONTACT_METHOD_NOTES: Readonly<Record<ContactMethod, string>> = {
  email: /*i18n*/ 'ご連絡はメールのみです。引越し業者から電話はかかりません。',
  phone: /*i18n*/ 'お電話は、選んだ時間帯にのみ引越し業者からかかります。',
};

/** A window in which a company may phone: weekday or weekend (incl. holidays), and a part of the day. */
export type ContactWindow =
  | 'weekdayMorning'
  | 'weekdayAfternoon'
  | 'weekdayEvening'
  | 'weekendMorning'
  | 'weekendAfternoon'
  | 'weekendEvening';
export const CONTACT_WINDOW_OPTIONS: readonly Option<ContactWindow>[] = [
  { value: 'weekdayMorning', label: /*i18n*/ '平日 午前（9〜12時）' },
  { value: 'weekdayAfternoon', label: /*i18n*/ '平日 午後（12〜17時）' },
  { value: 'weekdayEvening', label: /*i18n*/ '平日 夜（17〜20時）' },
  { value: 'weekendMorning', label: /*i18n*/ '土日祝 午前（9〜12時）' },
  { value: 'weekendAfternoon', label: /*i18n*/ '土日祝 午後（12〜17時）' },
  { value: 'weekendEvening', label: /*i18n*/ '土日祝 夜（17〜20時）' },
];

/** The visitor's contact choice; `windows` is empty for e-mail only and holds at least one window for phone. */
export interface ContactPreference {
  readonly method: ContactMethod;
  readonly windows: readonly ContactWindow[];
}
export const DEFAULT_CONTACT_PREFERENCE: ContactPreference = { method: DEFAULT_CONTACT_METHOD, windows: [] };
