import type { PricedDay } from '../../../domain/api/myMove.ts';
import type { Message } from '../../../domain/i18n/message.ts';
import type { MailBlock, MailContent } from '../mail-content.ts';
import type { MoveWording } from '../move-wording.ts';
import { BUSINESS_FOOTER, japanTimeInWords, mailPrice, SUBJECT_MARK, subjectMark, visitorFooter } from './message-parts.ts';

/**
 * A visitor's new day for a quick booking its company confirmed (server/my-move/, issue 34 item 6):
 * the company is asked, and the visitor told which day stands, now and when the company answers.
 */
export interface DateProposalFacts {
  reference: string;
  companyName: string;
  /** The day the company confirmed, with its price: it stands until the company accepts the new one. */
  confirmed: PricedDay;
  proposed: PricedDay;
  /** ISO 8601 instant until which the company may answer. */
  answerBy: string;
}

/** The company asked, in Japanese, with its private link to the lead's page where it answers. */
export interface DateProposalRequest extends DateProposalFacts {
  /** When the visitor asked. */
  at: Date;
  link: string;
}

/** The company asked to accept or decline a new day (Japanese, as every company's message). */
export function dateProposalRequest(wording: MoveWording, notice: DateProposalRequest): MailContent {
  const deadline = japanTimeInWords(notice.answerBy);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: `${notice.companyName} 御中` },
    {
      kind: 'paragraph',
      text: `確定済みのご予約について、お客様から引越し日の変更のご希望がありました。お受けできるかどうか、${deadline}までに下のリンクのページでご回答ください。`,
    },
    {
      kind: 'notice',
      text: 'ご回答まで、ご予約は確定済みの日のままです（新しい日の予約枠は仮押さえしています）。お受けいただくと新しい日に変わり、確定済みの日の予約枠は空きに戻ります。お断りの場合と、期限までにご回答がない場合は、確定済みの日のままとなります。',
    },
    {
      kind: 'fields',
      rows: [
        { label: '確定済みの引越し日', value: wording.date(notice.confirmed.date) },
        { label: 'ご希望の新しい引越し日', value: wording.date(notice.proposed.date) },
        { label: '回答期限', value: deadline },
      ],
    },
    { kind: 'price', price: mailPrice(wording, '確定済みの日の料金', notice.confirmed.price, notice.confirmed.priceParts) },
    { kind: 'price', price: mailPrice(wording, '新しい日の料金（お客様に表示した料金）', notice.proposed.price, notice.proposed.priceParts) },
    { kind: 'link', text: '日程変更に回答する（加盟店ページ）', href: notice.link },
    {
      kind: 'fields',
      rows: [
        { label: '予約番号', value: notice.reference },
        { label: '手続きの日時', value: japanTimeInWords(notice.at) },
      ],
    },
    ...BUSINESS_FOOTER,
  ];
  return { locale: wording.locale, subject: `${SUBJECT_MARK}かんたん予約の日程変更のご相談（予約番号 ${notice.reference}）`, blocks };
}

/** Where a proposal stands, as its visitor hears it. */
export type DateProposalState = 'waiting' | 'accepted' | 'declined' | 'expired';

/** The visitor's message about their proposal, in their language, with their page's private link. */
export interface DateProposalUpdate extends DateProposalFacts {
  customerName: string;
  state: DateProposalState;
  pageLink: string;
}

function subjectOf({ state, companyName: company, reference }: DateProposalUpdate): Message {
  const values = { company, reference };
  switch (state) {
    case 'waiting':
      return /*i18n*/ { id: '引越し日の変更を{company}に確認しています（予約番号 {reference}）', values };
    case 'accepted':
      return /*i18n*/ { id: '{company}が引越し日の変更を承諾しました（予約番号 {reference}）', values };
    case 'declined':
      return /*i18n*/ { id: '{company}は引越し日の変更をお受けできませんでした（予約番号 {reference}）', values };
    case 'expired':
      return /*i18n*/ { id: '{company}から引越し日の変更への回答がありませんでした（予約番号 {reference}）', values };
  }
}

/** What happened, then which day stands (and its price), in the visitor's language. */
function stateBlocks(wording: MoveWording, update: DateProposalUpdate): MailBlock[] {
  const { words, locale } = wording;
  const company = update.companyName;
  const confirmed = wording.date(update.confirmed.date);
  const proposed = wording.date(update.proposed.date);
  const deadline = japanTimeInWords(update.answerBy, locale);
  const stands = (day: PricedDay): MailBlock[] => [
    { kind: 'notice', text: words(/*i18n*/ { id: 'ご予約の引越し日：{date}', values: { date: wording.date(day.date) } }) },
    { kind: 'price', price: mailPrice(wording, company, day.price, day.priceParts) },
  ];
  switch (update.state) {
    case 'waiting':
      return [
        { kind: 'paragraph', text: words(/*i18n*/ { id: '確定済みのご予約の引越し日を{proposed}に変更したいというご希望を、{company}にお伝えしました。{company}が{deadline}までに承諾すると、新しい日に変わります。', values: { proposed, company, deadline } }) },
        { kind: 'notice', text: words(/*i18n*/ { id: '承諾があるまで、ご予約は確定済みの{confirmed}のままです。キャンセル料も、この日から数えます。', values: { confirmed } }) },
        { kind: 'price', price: mailPrice(wording, words(/*i18n*/ '新しい日の料金'), update.proposed.price, update.proposed.priceParts) },
        { kind: 'paragraph', text: words(/*i18n*/ { id: 'お断りの場合と、期限までに回答がない場合は、{confirmed}のままとなります。どちらの場合もメールでお知らせします。', values: { confirmed } }) },
      ];
    case 'accepted':
      return [{ kind: 'paragraph', text: words(/*i18n*/ { id: '{company}が、引越し日の変更を承諾しました。', values: { company } }) }, ...stands(update.proposed)];
    case 'declined':
      return [
        { kind: 'paragraph', text: words(/*i18n*/ { id: '{company}から、{proposed}への変更はお受けできないとの回答がありました。', values: { company, proposed } }) },
        ...stands(update.confirmed),
      ];
    case 'expired':
      return [
        { kind: 'paragraph', text: words(/*i18n*/ { id: '回答期限の{deadline}までに、{company}から{proposed}への変更についてご回答がありませんでした。', values: { deadline, company, proposed } }) },
        ...stands(update.confirmed),
      ];
  }
}

/** The visitor told, in their language, that their new day waits for the company, or what the company made of it. */
export function dateProposalUpdate(wording: MoveWording, update: DateProposalUpdate): MailContent {
  const { words } = wording;
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: words(/*i18n*/ { id: '{name} 様', values: { name: update.customerName } }) },
    ...stateBlocks(wording, update),
    {
      kind: 'fields',
      rows: [
        { label: words(/*i18n*/ '予約番号'), value: update.reference },
        { label: words(/*i18n*/ '引越し業者'), value: update.companyName },
      ],
    },
    { kind: 'link', text: words(/*i18n*/ 'ご依頼の状況を見る・変更する'), href: update.pageLink },
    ...visitorFooter(wording),
  ];
  return { locale: wording.locale, subject: `${subjectMark(wording)}${words(subjectOf(update))}`, blocks };
}
