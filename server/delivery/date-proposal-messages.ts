import type { Locale } from '../../domain/i18n/locale.ts';
import type { MarketplaceCompany } from '../marketplace/types.ts';
import type { RequestDetails } from '../requests/request-details.ts';
import { dateProposalRequest, dateProposalUpdate, type DateProposalFacts, type DateProposalState } from './messages/date-proposal.ts';
import type { MoveWording } from './move-wording.ts';
import type { OutboxMessage } from './outbox-message.ts';
import { visitorAnswerMessage } from './request-messages.ts';

/** A visitor's new day for a confirmed quick booking, and what its messages are made of. */
export interface DateProposalDelivery extends Omit<DateProposalFacts, 'companyName'> {
  company: MarketplaceCompany;
  /** The booking as stored: the visitor's name and e-mail address. */
  details: RequestDetails;
  /** The language the booking was made in, which its visitor hears of it in. */
  locale: Locale;
  /** When the visitor proposed, or the company answered, or the proposal expired. */
  at: Date;
}

/** The company's message asking for its answer (Japanese), with `leadLink`, its private link to the lead's page. */
export function dateProposalRequestMessage(japanese: MoveWording, delivery: DateProposalDelivery, leadLink: string): OutboxMessage {
  const { company } = delivery;
  return {
    kind: 'company-lead',
    reference: delivery.reference,
    recipientCode: company.code,
    recipient: company.leadEmail,
    // The company answers on its page; the visitor is reached through the booking's own rows there.
    replyTo: null,
    content: dateProposalRequest(japanese, { ...delivery, companyName: company.name, link: leadLink }),
  };
}

/** The visitor's message about where their proposal stands, in `wording` (their booking's language), with `pageLink`. */
export function dateProposalUpdateMessage(wording: MoveWording, delivery: DateProposalDelivery, state: DateProposalState, pageLink: string): OutboxMessage {
  return visitorAnswerMessage(delivery, (visitor) =>
    dateProposalUpdate(wording, { ...delivery, companyName: delivery.company.name, customerName: visitor.name, state, pageLink }));
}
