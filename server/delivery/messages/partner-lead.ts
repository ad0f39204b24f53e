import { formatPhone } from '../../../domain/format/phone.ts';
import type { MailContent } from '../mail-content.ts';
import { BUSINESS_FOOTER, japanTimeInWords, PRODUCT_NAME, SUBJECT_MARK } from './message-parts.ts';
import { languageRule, type LeadCustomer } from './company-lead.ts';

/** What a partner service needs of a visitor who chose it: who, how to reach them, where and when they move. */
export interface PartnerLead {
  reference: string;
  receivedAt: Date;
  partnerTitle: string;
  customer: LeadCustomer;
  /** The destination's prefecture and city, never the street. */
  destinationArea: string;
  /** '2026年12月' */
  moveMonth: string;
}

/** A partner service's message, in Japanese: only what the service needs (name, contact and its language, destination area, move month). */
export function partnerLead(lead: PartnerLead): MailContent {
  const { customer } = lead;
  const language = languageRule(customer);
  return {
    locale: 'ja',
    subject: `${SUBJECT_MARK}${lead.partnerTitle} へのお申し込み（受付番号 ${lead.reference}）`,
    blocks: [
      { kind: 'paragraph', text: `${lead.partnerTitle} ご担当者様` },
      { kind: 'paragraph', text: `${PRODUCT_NAME}をご利用のお客様から、${lead.partnerTitle} へのお申し込みがありました。お客様へのご案内をお願いします。` },
      {
        kind: 'fields',
        rows: [
          { label: '受付番号', value: lead.reference },
          { label: '受付日時', value: japanTimeInWords(lead.receivedAt) },
          { label: 'お名前', value: `${customer.name}（${customer.nameKana}）` },
          { label: 'メールアドレス', value: customer.email },
          ...(customer.tel === null ? [] : [{ label: '電話番号', value: formatPhone(customer.tel) }]),
          ...(language === null ? [] : [{ label: 'ご連絡の言語', value: language }]),
          { label: '引越し先', value: lead.destinationArea },
          { label: '引越し予定月', value: lead.moveMonth },
        ],
      },
      ...BUSINESS_FOOTER,
    ],
  };
}
