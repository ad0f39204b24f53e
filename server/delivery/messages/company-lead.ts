import type { FlowId } from '../../../domain/flows/flows.ts';
import { FLOW_WORDS } from '../../../domain/flows/flowWords.ts';
import { formatPhone } from '../../../domain/format/phone.ts';
import { CONTACT_WINDOW_OPTIONS, type ContactPreference } from '../../../domain/options/contactPreference.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import type { MailBlock, MailContent, MailField } from '../mail-content.ts';
import type { Locale } from '../../../domain/i18n/locale.ts';
import type { MoveInWords } from '../move-description.ts';
import type { MoveWording } from '../move-wording.ts';
import { BUSINESS_FOOTER, japanTimeInWords, mailPrice, moveFields, SUBJECT_MARK } from './message-parts.ts';
import type { RecipientCompany } from './visitor-confirmation.ts';

/** The visitor as a company may know them: the phone number only where the visitor allows a call. */
export interface LeadCustomer {
  name: string;
  nameKana: string;
  email: string;
  /** Null when the visitor chose e-mail only: the number is then nowhere in the message. */
  tel: string | null;
  /** The language the visitor made the request in: a company is told when it is English. */
  locale: Locale;
}

export interface CompanyLead {
  flow: FlowId;
  reference: string;
  receivedAt: Date;
  /** The company, with the price and lines the visitor saw for it. */
  company: RecipientCompany;
  customer: LeadCustomer;
  /** The visitor's contact choice; null for a quick booking, which takes phone and e-mail both. */
  contact: ContactPreference | null;
  move: MoveInWords;
  otherRequests: string | undefined;
  /** ISO 8601 instant a quick booking's hold ends; null for the other flows. */
  holdExpiresAt: string | null;
  /** The company's private link to this lead's page (server/links/). */
  link: string;
  /** ISO 8601 instant until which the company may confirm or decline on that page; null for an estimate. */
  answerBy: string | null;
}

/** The first line of a lead's e-mail, flow by flow. */
const INTRO: Readonly<Record<FlowId, string>> = {
  estimate: 'お客様から見積り依頼が届きました。',
  reservation: 'お客様から仮予約の依頼が届きました。料金は、お客様に表示した下記の料金のままです。',
  quickBooking: 'かんたん予約でご予約が入りました。',
};

/** How the company may reach the visitor, said to the company. */
function contactRule(contact: ContactPreference | null): string {
  if (contact === null) return 'お電話またはメール（かんたん予約では電話番号とメールアドレスの両方をいただいています）';
  if (contact.method === 'email') return 'メールのみ（お客様は電話でのご連絡を希望されていません。メールでご連絡ください）';
  const windows = contact.windows.map((window) => optionLabel(CONTACT_WINDOW_OPTIONS, window) ?? window);
  return `メールと電話（お電話は次の時間帯にのみおかけください：${windows.join('、')}）`;
}

/** Each language a visitor may write in, named in Japanese for the companies (who read Japanese). */
const LANGUAGE_NAMES_IN_JAPANESE: Readonly<Record<Exclude<Locale, 'ja'>, string>> = { en: '英語', zh: '中国語', vi: 'ベトナム語' };

/**
 * What a company is told of a visitor who wrote in another language than Japanese (issues 28, 37),
 * beside how to reach them: they asked in it, and written words in it are what we can promise they
 * read. A visitor who allowed calls is not said to want e-mail only; the company is asked to write
 * when a call in the language is hard.
 */
export function languageRule(customer: Pick<LeadCustomer, 'locale' | 'tel'>): string | null {
  if (customer.locale === 'ja') return null;
  const language = LANGUAGE_NAMES_IN_JAPANESE[customer.locale];
  return customer.tel === null
    ? `お客様は${language}でのご連絡（メール）をご希望です。${language}のページからお申し込みいただきました。`
    : `お客様は${language}でのご連絡をご希望です（${language}のページからのお申し込み）。${language}でのお電話が難しい場合は、メールでご連絡ください。`;
}

/** The visitor's rows of a lead, as its e-mail and its page show them: the language they wrote in next to how to reach them. */
export function customerRows(customer: LeadCustomer, contact: ContactPreference | null): MailField[] {
  const language = languageRule(customer);
  return [
    { label: 'お名前', value: `${customer.name}（${customer.nameKana}）` },
    { label: 'メールアドレス', value: customer.email },
    ...(customer.tel === null ? [] : [{ label: '電話番号', value: formatPhone(customer.tel) }]),
    { label: 'ご連絡方法', value: contactRule(contact) },
    ...(language === null ? [] : [{ label: 'ご連絡の言語', value: language }]),
  ];
}

/** The lead's page: where the company answers (a reservation or a quick booking) or reads it again (an estimate). */
function linkBlocks({ link, answerBy }: CompanyLead): MailBlock[] {
  if (answerBy === null) {
    return [
      { kind: 'paragraph', text: 'この依頼の内容は、次のページでもご確認いただけます（お引越しの日まで有効です）。' },
      { kind: 'link', text: '依頼の内容を見る', href: link },
    ];
  }
  return [
    {
      kind: 'paragraph',
      text: `次のページから、${japanTimeInWords(answerBy)}までに、お引き受けいただけるか（確定）、お引き受けできないか（辞退）をご回答ください。`
        + '期限までにご回答がない場合、この依頼は終了し、お客様にその旨をお知らせします。',
    },
    { kind: 'link', text: '依頼を確認して回答する', href: link },
  ];
}

/**
 * A company's lead, in Japanese (`japanese`): exactly the price and lines the visitor saw, the move,
 * and how to reach the visitor, in the language they wrote in.
 */
export function companyLead(japanese: MoveWording, lead: CompanyLead): MailContent {
  const words = FLOW_WORDS[lead.flow];
  const { company, holdExpiresAt } = lead;
  const hold = holdExpiresAt === null ? '' : `・${japanTimeInWords(holdExpiresAt)}まで仮押さえ`;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${company.name} ご担当者様` },
    { kind: 'paragraph', text: INTRO[lead.flow] },
    ...(holdExpiresAt === null
      ? []
      : [{ kind: 'notice', text: `このご予約は ${japanTimeInWords(holdExpiresAt)} まで仮押さえです。有効期限までにお客様へ確認のご連絡をお願いします。` } as const]),
    {
      kind: 'fields',
      rows: [
        { label: words.referenceLabel, value: lead.reference },
        { label: '受付日時', value: japanTimeInWords(lead.receivedAt) },
      ],
    },
    ...linkBlocks(lead),
    { kind: 'heading', text: 'お客様' },
    { kind: 'fields', rows: customerRows(lead.customer, lead.contact) },
    { kind: 'heading', text: 'お客様に表示した料金' },
    ...(company.price === null
      ? [{ kind: 'paragraph', text: 'この依頼では、お客様に料金を表示していません（訪問・電話での見積りをご案内しています）。' } as const]
      : [
          { kind: 'price', price: mailPrice(japanese, company.name, company.price, company.priceParts ?? []) } as const,
          { kind: 'paragraph', text: 'お客様には、この料金と内訳をそのまま表示しています。' } as const,
        ]),
    { kind: 'heading', text: '引越しの内容' },
    moveFields(japanese, lead.move, lead.otherRequests),
    ...BUSINESS_FOOTER,
  ];
  return { locale: japanese.locale, subject: `${SUBJECT_MARK}${words.request}（${words.referenceLabel} ${lead.reference}${hold}）`, blocks };
}
