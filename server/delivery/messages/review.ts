import { enumerate } from '../../../domain/format/list.ts';
import type { MailBlock, MailContent } from '../mail-content.ts';
import type { MoveWording } from '../move-wording.ts';
import { BUSINESS_FOOTER, SUBJECT_MARK, subjectMark, visitorFooter } from './message-parts.ts';

/*
 * The messages of reviews (issue 38): the visitor invited to review the move the day after it, in
 * their language; the company told of a review, in Japanese, with a link to answer it; the visitor
 * told of the company's answer and when the operator hides their review.
 */

export interface ReviewInvitation {
  reference: string;
  customerName: string;
  /** The companies that confirmed the move. */
  companyNames: readonly string[];
  /** The visitor's page, where they review (a private link). */
  pageLink: string;
}

/** The visitor's invitation, the day after the move day, in their language. */
export function reviewInvitation(wording: MoveWording, invitation: ReviewInvitation): MailContent {
  const { words, locale } = wording;
  const companies = enumerate(invitation.companyNames, locale);
  const blocks: MailBlock[] = [
    { kind: 'paragraph', text: words(/*i18n*/ { id: '{name} 様', values: { name: invitation.customerName } }) },
    { kind: 'paragraph', text: words(/*i18n*/ { id: 'お引越しはいかがでしたか。{companies}の引越しについて、ご感想をお聞かせください。', values: { companies } }) },
    {
      kind: 'paragraph',
      text: words(/*i18n*/ '口コミは、当サイトで予約して引越し業者が確定したお引越しのお客様だけが書けます。公開されるのは評価とご感想、引越しの月と都道府県だけで、お名前やご連絡先は公開しません。'),
    },
    { kind: 'link', text: words(/*i18n*/ '口コミを書く'), href: invitation.pageLink },
    { kind: 'paragraph', text: words(/*i18n*/ '引越し業者が来なかった場合や、別の引越し業者で引越しをされた場合も、同じページからお知らせください。') },
    { kind: 'fields', rows: [{ label: words(/*i18n*/ '受付番号・予約番号'), value: invitation.reference }] },
    ...visitorFooter(wording),
  ];
  return { locale, subject: `${subjectMark(wording)}${words(/*i18n*/ { id: 'お引越しはいかがでしたか（{reference}）', values: { reference: invitation.reference } })}`, blocks };
}

export interface ReviewPostedNotice {
  reference: string;
  companyName: string;
  overall: number;
  text: string;
  /** The company's lead page, where it answers the review or reports it (a private link of its own). */
  link: string;
}

/** The company's notice of a new review of its move, in Japanese. */
export function reviewPostedNotice(notice: ReviewPostedNotice): MailContent {
  return {
    locale: 'ja',
    subject: `${SUBJECT_MARK}口コミが投稿されました（${notice.reference}）`,
    blocks: [
      { kind: 'paragraph', text: `${notice.companyName} ご担当者様` },
      { kind: 'paragraph', text: '貴社が確定したお引越しについて、お客様から口コミが投稿されました。次のページで内容をご確認のうえ、一度だけ公開の回答ができます。お客様の個人情報が書かれている場合や、貴社のお客様でない場合は、同じページから運営に報告してください。' },
      { kind: 'fields', rows: [{ label: '受付番号・予約番号', value: notice.reference }, { label: '総合評価', value: `${notice.overall} / 5` }] },
      ...(notice.text === '' ? [] : [{ kind: 'notice', text: notice.text } as const]),
      { kind: 'link', text: '口コミを確認して回答する', href: notice.link },
      ...BUSINESS_FOOTER,
    ],
  };
}

export interface ReviewAnsweredNotice {
  reference: string;
  customerName: string;
  companyName: string;
  /** The company's answer, as published beside the review. */
  answer: string;
  /** The visitor's page, where the review shows with its answer (a private link). */
  pageLink: string;
}

/** The visitor's notice that the company answered their review, in their language, with the answer. */
export function reviewAnsweredNotice(wording: MoveWording, notice: ReviewAnsweredNotice): MailContent {
  const { words, locale } = wording;
  return {
    locale,
    subject: `${subjectMark(wording)}${words(/*i18n*/ { id: '引越し業者が口コミに回答しました（{reference}）', values: { reference: notice.reference } })}`,
    blocks: [
      { kind: 'paragraph', text: words(/*i18n*/ { id: '{name} 様', values: { name: notice.customerName } }) },
      { kind: 'paragraph', text: words(/*i18n*/ { id: '{company}が、お客様の口コミに回答しました。回答は口コミの下に公開されています。', values: { company: notice.companyName } }) },
      { kind: 'notice', text: notice.answer },
      { kind: 'link', text: words(/*i18n*/ 'ご依頼のページを見る'), href: notice.pageLink },
      ...visitorFooter(wording),
    ],
  };
}

/** The visitor's notice that the operator hid their review, with the reason, in their language. */
export function reviewHiddenNotice(wording: MoveWording, notice: { reference: string; customerName: string; reason: string; pageLink: string | null }): MailContent {
  const { words, locale } = wording;
  return {
    locale,
    subject: `${subjectMark(wording)}${words(/*i18n*/ { id: '口コミを非公開にしました（{reference}）', values: { reference: notice.reference } })}`,
    blocks: [
      { kind: 'paragraph', text: words(/*i18n*/ { id: '{name} 様', values: { name: notice.customerName } }) },
      { kind: 'paragraph', text: words(/*i18n*/ 'ご投稿いただいた口コミを、運営の判断で非公開にしました。非公開の口コミは表示されず、評価にも数えません。') },
      { kind: 'notice', text: words(/*i18n*/ { id: '理由：{reason}', values: { reason: notice.reason } }) },
      ...(notice.pageLink === null ? [] : [{ kind: 'link', text: words(/*i18n*/ 'ご依頼のページを見る'), href: notice.pageLink } as const]),
      ...visitorFooter(wording),
    ],
  };
}
