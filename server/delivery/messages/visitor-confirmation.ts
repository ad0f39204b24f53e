import type { FlowId } from '../../../domain/flows/flows.ts';
import type { PricePart } from '../../../domain/api/priceLines.ts';
import { formatYen } from '../../../domain/format/price.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import type { ContactPreference } from '../../../domain/options/contactPreference.ts';
import { businessHoursIn } from '../../marketplace/catalogue-words.ts';
import type { MailBlock, MailContent } from '../mail-content.ts';
import type { MoveInWords } from '../move-description.ts';
import type { MoveWording } from '../move-wording.ts';
import { closedWeekdaysInWords } from './closed-weekdays.ts';
import { contactChoiceInWords, japanTimeInWords, mailPrice, moveFields, subjectMark, visitorFooter } from './message-parts.ts';


/** A company a request went to, with the price the visitor was shown (null: none given). */
export interface RecipientCompany {
  name: string;
  price: number | null;
  priceParts: readonly PricePart[] | null;
}

/** A quick booking's hold and the company holding it. */
export interface BookingHold {
  /** ISO 8601 instant the hold ends (`expiredDate`). */
  expiresAt: string;
  /** The company's weekly closed days, 0 Sunday … 6 Saturday. */
  closedWeekdays: readonly number[];
  telephoneNumber: string;
  businessHours: string;
}

export interface VisitorConfirmation {
  flow: FlowId;
  /** requestId or reservationId. */
  reference: string;
  receivedAt: Date;
  customerName: string;
  /** The move in the visitor's language. */
  move: MoveInWords;
  /** Undefined where the flow does not ask for other requests (quick booking). */
  otherRequests: string | undefined;
  companies: readonly RecipientCompany[];
  /** Names of the chosen companies the request could not go to. */
  undelivered: readonly string[];
  /** Titles of the partner services it also went to. */
  partners: readonly string[];
  /** The contact choice (estimate and reservation); null for quick booking, which asks for none. */
  contact: ContactPreference | null;
  hold: BookingHold | null;
  /** The visitor's private link to their request's page, where they see, change or cancel it. */
  link: string;
}

/** What the visitor's page lets them do, flow by flow (app/my-move/). */
const MY_PAGE_NOTE: Readonly<Record<FlowId, Message>> = {
  estimate: /*i18n*/ '次のリンクから、ご依頼の内容と各引越し業者の状況をいつでもご覧いただけます。依頼の取り下げ（業者ごとまたはすべて）と、お客様の情報の削除もできます。このリンクはお客様専用です。ほかの方に転送しないでください。',
  reservation: /*i18n*/ '次のリンクから、ご依頼の内容と各引越し業者の状況をいつでもご覧いただけます。仮予約の取り下げ（業者ごとまたはすべて）と、お客様の情報の削除もできます。このリンクはお客様専用です。ほかの方に転送しないでください。',
  quickBooking: /*i18n*/ '次のリンクから、ご予約の内容と状況をいつでもご覧いただけます。引越し日の変更とキャンセル（キャンセル料はお手続きの前に表示します）、お客様の情報の削除もできます。このリンクはお客様専用です。ほかの方に転送しないでください。',
};

/** What differs between the flows' confirmations. */
interface ConfirmationWording {
  subject: (reference: string) => Message;
  referenceLabel: Message;
  received: Message;
  companies: (count: number) => Message;
  /** Who alone receives the visitor's details. */
  recipients: (count: number) => Message;
  /** A priced company's name over its price: an estimate's price is an approximation. */
  priced: (name: string) => Message;
}

/** The companies alone receive the request: 「ご依頼は、次の2社にだけお送りします。…」 */
const toTheseOnly = (count: number): Message => /*i18n*/ ({
  id: 'ご依頼は、次の{count}社にだけお送りします。ほかの引越し業者にお客様の情報をお伝えすることはありません。',
  values: { count },
});

const WORDING: Readonly<Record<FlowId, ConfirmationWording>> = {
  estimate: {
    subject: (reference) => /*i18n*/ ({ id: '見積り依頼を受け付けました（受付番号 {reference}）', values: { reference } }),
    referenceLabel: /*i18n*/ '受付番号',
    received: /*i18n*/ '見積り依頼を受け付けました。各引越し業者から、見積りについてご連絡があります。',
    companies: (count) => /*i18n*/ ({ id: '見積りを依頼した引越し業者（{count}社）', values: { count } }),
    recipients: toTheseOnly,
    priced: (name) => /*i18n*/ ({ id: '{name}（概算）', values: { name } }),
  },
  reservation: {
    subject: (reference) => /*i18n*/ ({ id: '仮予約の依頼を受け付けました（受付番号 {reference}）', values: { reference } }),
    referenceLabel: /*i18n*/ '受付番号',
    received: /*i18n*/ '仮予約の依頼を受け付けました。各引越し業者から、日時と料金の確定のご連絡があります。',
    companies: (count) => /*i18n*/ ({ id: '仮予約を依頼した引越し業者（{count}社）', values: { count } }),
    recipients: toTheseOnly,
    priced: (name) => name,
  },
  quickBooking: {
    subject: (reference) => /*i18n*/ ({ id: 'かんたん予約を受け付けました（予約番号 {reference}）', values: { reference } }),
    referenceLabel: /*i18n*/ '予約番号',
    received: /*i18n*/ 'かんたん予約を受け付けました。有効期限までに、引越し業者からご入力の電話番号またはメールアドレスに確認のご連絡があります。',
    companies: (count) => /*i18n*/ ({ id: 'ご予約の引越し業者（{count}社）', values: { count } }),
    recipients: () => /*i18n*/ 'ご予約の内容は、この引越し業者にだけお送りします。ほかの引越し業者にお客様の情報をお伝えすることはありません。',
    priced: (name) => name,
  },
};

function companyBlocks(wording: MoveWording, companies: readonly RecipientCompany[], priced: ConfirmationWording['priced']): MailBlock[] {
  const unpriced = companies
    .filter((company) => company.price === null)
    .map((company) => wording.words(/*i18n*/ { id: '{name}（訪問・電話で見積り）', values: { name: company.name } }));
  return [
    ...companies.flatMap((company): MailBlock[] =>
      company.price === null ? [] : [{ kind: 'price', price: mailPrice(wording, wording.words(priced(company.name)), company.price, company.priceParts ?? []) }],
    ),
    ...(unpriced.length === 0 ? [] : [{ kind: 'list', items: unpriced } as const]),
  ];
}

function holdBlocks(wording: MoveWording, hold: BookingHold, bookedPrice: number | null): MailBlock[] {
  const { words, locale } = wording;
  return [
    { kind: 'notice', text: words(/*i18n*/ { id: '有効期限：{expiry}', values: { expiry: japanTimeInWords(hold.expiresAt, locale) } }) },
    ...(bookedPrice === null
      ? []
      : [{
          kind: 'paragraph',
          text: words(/*i18n*/ {
            id: 'ご予約の料金は、表示された料金 {price} のままです（当日のお荷物が入力内容と異なる場合を除きます）。',
            values: { price: formatYen(bookedPrice, locale) },
          }),
        } as const]),
    {
      kind: 'fields',
      rows: [
        { label: words(/*i18n*/ '業者の電話番号'), value: hold.telephoneNumber },
        { label: words(/*i18n*/ '営業時間'), value: businessHoursIn(hold.businessHours, wording.locale) },
        { label: words(/*i18n*/ '業者の定休日'), value: closedWeekdaysInWords(wording, hold.closedWeekdays) },
      ],
    },
  ];
}

/** The visitor's one confirmation of a request or booking, in their language: what the complete page showed, and the way back. */
export function visitorConfirmation(wording: MoveWording, message: VisitorConfirmation): MailContent {
  const flow = WORDING[message.flow];
  const { words, locale } = wording;
  const { companies, partners, undelivered, contact, hold } = message;
  const priced = companies.some((company) => company.price !== null);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: words(/*i18n*/ { id: '{name} 様', values: { name: message.customerName } }) },
    { kind: 'paragraph', text: words(flow.received) },
    {
      kind: 'fields',
      rows: [
        { label: words(flow.referenceLabel), value: message.reference },
        { label: words(/*i18n*/ '受付日時'), value: japanTimeInWords(message.receivedAt, locale) },
      ],
    },
    ...(hold === null ? [] : holdBlocks(wording, hold, companies[0]?.price ?? null)),
    { kind: 'heading', text: words(flow.companies(companies.length)) },
    ...(companies.length === 0 ? [] : [{ kind: 'paragraph', text: words(flow.recipients(companies.length)) } as const]),
    ...companyBlocks(wording, companies, flow.priced),
    ...(priced ? [{ kind: 'paragraph', text: words(/*i18n*/ '表示の料金とその内訳は、各引越し業者にもそのままお伝えしています。') } as const] : []),
    ...(undelivered.length === 0
      ? []
      : [{ kind: 'notice', text: words(/*i18n*/ { id: '次の引越し業者にはご依頼をお送りできませんでした：{names}', values: { names: wording.enumerate(undelivered) } }) } as const]),
    ...(partners.length === 0
      ? []
      : [
          { kind: 'heading', text: words(/*i18n*/ 'あわせてお申し込みのサービス') } as const,
          { kind: 'list', items: partners } as const,
          { kind: 'paragraph', text: words(/*i18n*/ 'これらのサービスからも、お申し込みについてご案内が届きます。') } as const,
        ]),
    ...(contact === null
      ? []
      : [{ kind: 'heading', text: words(/*i18n*/ '引越し業者からのご連絡') } as const, { kind: 'paragraph', text: contactChoiceInWords(wording, contact) } as const]),
    { kind: 'heading', text: words(/*i18n*/ 'ご依頼の内容') },
    moveFields(wording, message.move, message.otherRequests),
    { kind: 'heading', text: words(/*i18n*/ 'ご依頼の確認・変更・キャンセル') },
    { kind: 'paragraph', text: words(MY_PAGE_NOTE[message.flow]) },
    { kind: 'link', text: words(/*i18n*/ 'ご依頼のページを開く'), href: message.link },
    ...visitorFooter(wording),
  ];
  return { locale, subject: `${subjectMark(wording)}${words(flow.subject(message.reference))}`, blocks };
}
