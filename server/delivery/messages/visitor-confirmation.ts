import type { PricePart } from '../../../domain/api/priceLines.ts';
import { formatClosedDays } from '../../../domain/format/list.ts';
import { formatYen } from '../../../domain/format/price.ts';
import type { ContactPreference } from '../../../domain/options/contactPreference.ts';
import type { MailBlock, MailContent } from '../mail-content.ts';
import type { MoveInWords } from '../move-description.ts';
import { contactChoiceInWords, japanTimeInWords, mailPrice, moveFields, SUBJECT_MARK, VISITOR_FOOTER } from './message-parts.ts';

export type RequestFlow = 'estimate' | 'reservation' | 'quickBooking';

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
  closedDays: readonly string[];
  telephoneNumber: string;
  businessHours: string;
}

export interface VisitorConfirmation {
  flow: RequestFlow;
  /** requestId or reservationId. */
  reference: string;
  receivedAt: Date;
  customerName: string;
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
const MY_PAGE_NOTE: Readonly<Record<RequestFlow, string>> = {
  estimate: '次のリンクから、ご依頼の内容と各引越し業者の状況をいつでもご覧いただけます。依頼の取り下げ（業者ごとまたはすべて）と、お客様の情報の削除もできます。このリンクはお客様専用です。ほかの方に転送しないでください。',
  reservation: '次のリンクから、ご依頼の内容と各引越し業者の状況をいつでもご覧いただけます。仮予約の取り下げ（業者ごとまたはすべて）と、お客様の情報の削除もできます。このリンクはお客様専用です。ほかの方に転送しないでください。',
  quickBooking: '次のリンクから、ご予約の内容と状況をいつでもご覧いただけます。引越し日の変更とキャンセル（キャンセル料はお手続きの前に表示します）、お客様の情報の削除もできます。このリンクはお客様専用です。ほかの方に転送しないでください。',
};

/** What differs between the flows' confirmations. */
interface ConfirmationWording {
  subject: string;
  referenceLabel: string;
  received: string;
  companies: string;
  /** Who alone receives the visitor's details. */
  recipients: (count: number) => string;
  priceNote: string;
  next: string;
}

const ONLY_THEM = 'ほかの引越し業者にお客様の情報をお伝えすることはありません。';

const WORDING: Readonly<Record<RequestFlow, ConfirmationWording>> = {
  estimate: {
    subject: '見積り依頼を受け付けました',
    referenceLabel: '受付番号',
    received: '見積り依頼を受け付けました。',
    companies: '見積りを依頼した引越し業者',
    recipients: (count) => `ご依頼は、次の${count}社にだけお送りします。${ONLY_THEM}`,
    priceNote: '（概算）',
    next: '各引越し業者から、見積りについてご連絡があります。',
  },
  reservation: {
    subject: '仮予約の依頼を受け付けました',
    referenceLabel: '受付番号',
    received: '仮予約の依頼を受け付けました。',
    companies: '仮予約を依頼した引越し業者',
    recipients: (count) => `ご依頼は、次の${count}社にだけお送りします。${ONLY_THEM}`,
    priceNote: '',
    next: '各引越し業者から、日時と料金の確定のご連絡があります。',
  },
  quickBooking: {
    subject: 'かんたん予約を受け付けました',
    referenceLabel: '予約番号',
    received: 'かんたん予約を受け付けました。',
    companies: 'ご予約の引越し業者',
    recipients: () => `ご予約の内容は、この引越し業者にだけお送りします。${ONLY_THEM}`,
    priceNote: '',
    next: '有効期限までに、引越し業者からご入力の電話番号またはメールアドレスに確認のご連絡があります。',
  },
};

function companyBlocks(companies: readonly RecipientCompany[], priceNote: string): MailBlock[] {
  const unpriced = companies.filter((company) => company.price === null).map((company) => `${company.name}（訪問・電話で見積り）`);
  return [
    ...companies.flatMap((company): MailBlock[] =>
      company.price === null ? [] : [{ kind: 'price', price: mailPrice(`${company.name}${priceNote}`, company.price, company.priceParts ?? []) }],
    ),
    ...(unpriced.length === 0 ? [] : [{ kind: 'list', items: unpriced } as const]),
  ];
}

function holdBlocks(hold: BookingHold, bookedPrice: number | null): MailBlock[] {
  return [
    { kind: 'notice', text: `有効期限：${japanTimeInWords(hold.expiresAt)}` },
    ...(bookedPrice === null ? [] : [{ kind: 'paragraph', text: `ご予約の料金は、表示された料金 ${formatYen(bookedPrice)} のままです（当日のお荷物が入力内容と異なる場合を除きます）。` } as const]),
    {
      kind: 'fields',
      rows: [
        { label: '業者の電話番号', value: hold.telephoneNumber },
        { label: '営業時間', value: hold.businessHours },
        { label: '業者の定休日', value: formatClosedDays(hold.closedDays) },
      ],
    },
  ];
}

/** The visitor's one confirmation of a request or booking: what the complete page showed, and the way back. */
export function visitorConfirmation(message: VisitorConfirmation): MailContent {
  const wording = WORDING[message.flow];
  const { companies, partners, undelivered, contact, hold } = message;
  const priced = companies.some((company) => company.price !== null);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${message.customerName} 様` },
    { kind: 'paragraph', text: `${wording.received}${wording.next}` },
    {
      kind: 'fields',
      rows: [
        { label: wording.referenceLabel, value: message.reference },
        { label: '受付日時', value: japanTimeInWords(message.receivedAt) },
      ],
    },
    ...(hold === null ? [] : holdBlocks(hold, companies[0]?.price ?? null)),
    { kind: 'heading', text: `${wording.companies}（${companies.length}社）` },
    ...(companies.length === 0 ? [] : [{ kind: 'paragraph', text: wording.recipients(companies.length) } as const]),
    ...companyBlocks(companies, wording.priceNote),
    ...(priced ? [{ kind: 'paragraph', text: '表示の料金とその内訳は、各引越し業者にもそのままお伝えしています。' } as const] : []),
    ...(undelivered.length === 0 ? [] : [{ kind: 'notice', text: `次の引越し業者にはご依頼をお送りできませんでした：${undelivered.join('、')}` } as const]),
    ...(partners.length === 0
      ? []
      : [
          { kind: 'heading', text: 'あわせてお申し込みのサービス' } as const,
          { kind: 'list', items: partners } as const,
          { kind: 'paragraph', text: 'これらのサービスからも、お申し込みについてご案内が届きます。' } as const,
        ]),
    ...(contact === null ? [] : [{ kind: 'heading', text: '引越し業者からのご連絡' } as const, { kind: 'paragraph', text: contactChoiceInWords(contact) } as const]),
    { kind: 'heading', text: 'ご依頼の内容' },
    moveFields(message.move, message.otherRequests),
    { kind: 'heading', text: 'ご依頼の確認・変更・キャンセル' },
    { kind: 'paragraph', text: MY_PAGE_NOTE[message.flow] },
    { kind: 'link', text: 'ご依頼のページを開く', href: message.link },
    ...VISITOR_FOOTER,
  ];
  return { subject: `${SUBJECT_MARK}${wording.subject}（${wording.referenceLabel} ${message.reference}）`, blocks };
}
