import addressparser from 'nodemailer/lib/addressparser';
import { privateLinkUrl } from '../../domain/flows/privatePages.ts';
import type { Queryable } from '../db/database.ts';
import { leadLinkExpiresAt } from '../leads/lead-deadlines.ts';
import { soleFlowWith, type FlowId } from '../../domain/flows/flows.ts';
import { createPrivateLink } from '../links/private-link.ts';
import { rescheduleLinks } from '../links/private-link-repository.ts';
import { personalDataEndsAt } from '../privacy/retention-period.ts';
import { lastDayOf } from '../requests/move.ts';
import { recordProvisions } from '../sharing/record-provisions.ts';
import type { ReferenceData } from '../reference/reference-data.ts';
import { leadAnswerMessage, type LeadAnswerDelivery } from './lead-answer-messages.ts';
import { dateProposalRequestMessage, dateProposalUpdateMessage, type DateProposalDelivery } from './date-proposal-messages.ts';
import type { DateProposalState } from './messages/date-proposal.ts';
import type { OutboxMessage } from './outbox-message.ts';
import { insertOutboxMessages } from './outbox-repository.ts';
import {
  partnersAddedMessages,
  requestMessages,
  sentBooking,
  sentFormRequest,
  type LeadLinks,
  type QuotedCompany,
  type FormRequestDelivery,
  type PartnersAddedDelivery,
  type QuickBookingDelivery,
  type RequestWordings,
  type SentRequest,
  type VisitorChangeDelivery,
  visitorChangeMessages,
  partnersErasedMessages,
  type PartnersErasedDelivery,
} from './request-messages.ts';
import { japaneseWording, wordingIn, type MoveWording } from './move-wording.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { MarketplaceCompany } from '../marketplace/types.ts';
import { reviewAnsweredNotice, reviewHiddenNotice, reviewInvitation, reviewPostedNotice } from './messages/review.ts';
import { sentLeadRecipients } from './erased-request-messages.ts';
import { erasureNotice } from './messages/erasure-notice.ts';

/** A message about a review to its visitor, with a fresh link to their page. */
interface ReviewVisitorDelivery {
  flow: FlowId;
  reference: string;
  locale: Locale;
  movingDate: string;
  customerName: string;
  email: string;
  at: Date;
}

/** A visitor to invite to review their move. */
export interface ReviewInvitationDelivery extends ReviewVisitorDelivery {
  /** The companies that confirmed the move. */
  companyNames: readonly string[];
}

/** A new review, to tell its company. */
export interface ReviewPostedDelivery {
  flow: FlowId;
  reference: string;
  movingDate: string;
  company: MarketplaceCompany;
  overall: number;
  text: string;
  at: Date;
}

/** A company's answer to a review, to tell its visitor. */
export interface ReviewAnsweredDelivery extends ReviewVisitorDelivery {
  companyName: string;
  answer: string;
}

/** A review the operator hid, to tell its visitor. */
export interface ReviewHiddenDelivery {
  reference: string;
  locale: Locale;
  customerName: string;
  email: string;
  reason: string;
  at: Date;
}

/** The domain of the From address, which Message-IDs are made under; a From without one is refused at start. */
export function messageIdDomainOf(from: string): string {
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split('@')[1];
  if (!domain) throw new Error(`MAIL_FROM must be an e-mail address, optionally with a name ("引越し比較 <no-reply@example.jp>"), got "${from}"`);
  return domain;
}

export interface RequestMailOptions {
  publicUrl: string;
  from: string;
  /** Days after the move day that a request's personal data is kept: the visitor's link lasts as long. */
  retentionDaysAfterMove: number;
  /** The place names each message writes the move out with. */
  reference: ReferenceData;
}

/**
 * What the marketplace services call, inside each write's transaction, to put the write's messages
 * into the outbox: a request or booking and its messages commit or roll back together. One is made
 * per app by the composition root (server/services.ts).
 */
export class RequestMail {
  readonly #publicUrl: string;
  readonly #messageIdDomain: string;
  readonly #retentionDaysAfterMove: number;
  readonly #reference: ReferenceData;

  constructor({ publicUrl, from, retentionDaysAfterMove, reference }: RequestMailOptions) {
    this.#publicUrl = publicUrl;
    this.#messageIdDomain = messageIdDomainOf(from);
    this.#retentionDaysAfterMove = retentionDaysAfterMove;
    this.#reference = reference;
  }

  /** A request made on the moving form: an estimate request or a provisional reservation, of the flow its service gives. */
  formRequestSent(tx: Queryable, delivery: FormRequestDelivery): Promise<void> {
    return this.#requestSent(tx, sentFormRequest(delivery));
  }

  /** A quick booking made: its company's lead and the visitor's confirmation. */
  booked(tx: Queryable, delivery: QuickBookingDelivery): Promise<void> {
    return this.#requestSent(tx, sentBooking(delivery));
  }

  /** A request's links (the visitor's, and one per company it went to) and the messages carrying them. */
  async #requestSent(tx: Queryable, sent: SentRequest): Promise<void> {
    const { flow, reference, receivedAt, movingDate, customer } = sent;
    const link = await this.#visitorLink(tx, flow, reference, movingDate, receivedAt, customer.locale);
    const leadLinks = await this.#leadLinks(tx, flow, reference, sent.quoted, receivedAt, movingDate);
    await this.#write(tx, requestMessages(await this.#wordings(customer.locale), sent, link, leadLinks), receivedAt);
  }

  /**
   * The visitor hears of a company's answer to their lead, or of its expiry, in the transaction that
   * records it and in the language of their request, with a fresh link to their page.
   */
  async leadAnswered(tx: Queryable, delivery: LeadAnswerDelivery): Promise<void> {
    const movingDate = lastDayOf(delivery.details.move.schedule);
    const link = await this.#visitorLink(tx, delivery.flow, delivery.reference, movingDate, delivery.answeredAt, delivery.locale);
    const { visitor } = await this.#wordings(delivery.locale);
    await this.#write(tx, [leadAnswerMessage(visitor, delivery, this.#publicUrl, link)], delivery.answeredAt);
  }

  /** A change the visitor made from their page (cancel, new date, withdrawal, erasure), told to each company it concerns. */
  visitorChanged(tx: Queryable, delivery: VisitorChangeDelivery): Promise<void> {
    return this.#write(tx, visitorChangeMessages(this.#japanese(), delivery), delivery.at);
  }

  /**
   * A request's personal data erased at the visitor's request, told to its partner services as the
   * companies are (`visitorChanged`); a service that never received the data is not told (see
   * `settleMessagesOfErasedRequests`).
   */
  partnersErased(tx: Queryable, delivery: PartnersErasedDelivery): Promise<void> {
    return this.#write(tx, partnersErasedMessages(delivery), delivery.at);
  }

  /**
   * A visitor's new day for a booking its company confirmed: the company is asked, with a fresh link
   * to its lead's page (lasting as its other links do, to the end of the confirmed day until the
   * booking moves), and the visitor told that the confirmed day stands meanwhile, in their language.
   */
  async dateProposed(tx: Queryable, delivery: DateProposalDelivery): Promise<void> {
    const { reference, company, confirmed, at } = delivery;
    const flow = soleFlowWith('booking');
    const leadLink = await this.#leadLink(tx, flow, reference, company.code, at, confirmed.date);
    const pageLink = await this.#visitorLink(tx, flow, reference, confirmed.date, at, delivery.locale);
    const { companies, visitor } = await this.#wordings(delivery.locale);
    await this.#write(tx, [dateProposalRequestMessage(companies, delivery, leadLink), dateProposalUpdateMessage(visitor, delivery, 'waiting', pageLink)], at);
  }

  /** The visitor hears what the company made of their new day (or that it let it expire), and which day stands, in their language. */
  async dateProposalEnded(tx: Queryable, delivery: DateProposalDelivery, state: Exclude<DateProposalState, 'waiting'>): Promise<void> {
    const stands = state === 'accepted' ? delivery.proposed.date : delivery.confirmed.date;
    const pageLink = await this.#visitorLink(tx, soleFlowWith('booking'), delivery.reference, stands, delivery.at, delivery.locale);
    const { visitor } = await this.#wordings(delivery.locale);
    await this.#write(tx, [dateProposalUpdateMessage(visitor, delivery, state, pageLink)], delivery.at);
  }

  /** Japanese: what every company and partner service reads. */
  #japanese(): MoveWording {
    return japaneseWording(this.#reference.addresses);
  }

  /**
   * The wordings of a request made in `locale`: Japanese for its companies, its own language for its
   * visitor. English place names may wait for the towns' readings on their first use (see ReferenceData).
   */
  async #wordings(locale: Locale): Promise<RequestWordings> {
    return { companies: this.#japanese(), visitor: await wordingIn(this.#reference, locale) };
  }

  /**
   * One private link per company a request went to, each opening that company's lead only, until the
   * end of the move day (`leadLinkExpiresAt`); made in the request's transaction, so a link exists
   * exactly when its lead and the message carrying it do.
   */
  async #leadLinks(tx: Queryable, flow: FlowId, reference: string, quoted: readonly QuotedCompany[], now: Date, movingDate: string): Promise<LeadLinks> {
    const links = new Map<string, string>();
    for (const { company } of quoted) links.set(company.code, await this.#leadLink(tx, flow, reference, company.code, now, movingDate));
    return links;
  }

  /** A company's private link to its lead's page, until the end of the move day. */
  async #leadLink(tx: Queryable, flow: FlowId, reference: string, companyCode: string, now: Date, movingDate: string): Promise<string> {
    const token = await createPrivateLink(tx, { audience: 'company', flow, reference, companyCode }, { now, expiresAt: leadLinkExpiresAt(movingDate) });
    return privateLinkUrl(this.#publicUrl, 'company', token);
  }

  partnersAdded(tx: Queryable, delivery: PartnersAddedDelivery): Promise<void> {
    return this.#write(tx, partnersAddedMessages(this.#japanese(), delivery), delivery.receivedAt);
  }

  /**
   * The visitor's private link to a request (their page, in the language of the request: see, change
   * or cancel it), made in the request's transaction and valid until its personal data is erased.
   */
  async #visitorLink(tx: Queryable, flow: FlowId, reference: string, movingDate: string, now: Date, locale: Locale): Promise<string> {
    const expiresAt = personalDataEndsAt(movingDate, this.#retentionDaysAfterMove);
    const token = await createPrivateLink(tx, { audience: 'visitor', flow, reference, companyCode: null }, { now, expiresAt });
    return privateLinkUrl(this.#publicUrl, 'visitor', token, locale);
  }

  /**
   * A booking moved to `movingDate`: the visitor's link now lasts until that day's personal data ends,
   * the company's until the end of the new move day.
   */
  async linksFollowMovingDate(tx: Queryable, reference: string, movingDate: string, now: Date): Promise<void> {
    await rescheduleLinks(tx, reference, 'visitor', personalDataEndsAt(movingDate, this.#retentionDaysAfterMove), now);
    await rescheduleLinks(tx, reference, 'company', leadLinkExpiresAt(movingDate), now);
  }

  /**
   * The day after a move a company confirmed, the visitor is invited to review it, in their
   * language, with a fresh link to their page (lasting as their other links do).
   */
  async reviewInvited(tx: Queryable, invitation: ReviewInvitationDelivery): Promise<void> {
    const link = await this.#visitorLink(tx, invitation.flow, invitation.reference, invitation.movingDate, invitation.at, invitation.locale);
    const { visitor } = await this.#wordings(invitation.locale);
    const content = reviewInvitation(visitor, { reference: invitation.reference, customerName: invitation.customerName, companyNames: invitation.companyNames, pageLink: link });
    await this.#write(tx, [{ kind: 'review-invitation', reference: invitation.reference, recipientCode: null, recipient: invitation.email, replyTo: null, content }], invitation.at);
  }

  /**
   * A review of a company's move, told to the company with a link of its own to its lead's page,
   * where it answers or reports it: its lead links ended with the move day, this one lasts as long as
   * the request's personal data.
   */
  async reviewPosted(tx: Queryable, posted: ReviewPostedDelivery): Promise<void> {
    const { company } = posted;
    const token = await createPrivateLink(tx, { audience: 'company', flow: posted.flow, reference: posted.reference, companyCode: company.code }, {
      now: posted.at,
      expiresAt: personalDataEndsAt(posted.movingDate, this.#retentionDaysAfterMove),
    });
    const content = reviewPostedNotice({
      reference: posted.reference, companyName: company.name, overall: posted.overall, text: posted.text, link: privateLinkUrl(this.#publicUrl, 'company', token),
    });
    await this.#write(tx, [{ kind: 'review-notice', reference: posted.reference, recipientCode: company.code, recipient: company.leadEmail, replyTo: null, content }], posted.at);
  }

  /**
   * The requests `references` are past their retention: each company and partner service that
   * received one is told, by reference only, that its personal data is erased and asked to erase its
   * copy. Written in the retention pass's transaction, before the erasure (which keeps these notices).
   */
  async retentionEnded(tx: Queryable, references: readonly string[], at: Date): Promise<void> {
    const recipients = await sentLeadRecipients(tx, references);
    const retentionDays = this.#retentionDaysAfterMove;
    await this.#write(tx, recipients.map(({ reference, recipientCode, recipient }) => ({
      kind: 'notice', reference, recipientCode, recipient, replyTo: null, content: erasureNotice({ reference, addressee: null, at, retentionDays }),
    })), at);
  }

  /** A company answered a visitor's review: they are told, in their language, with a fresh link to their page. */
  async reviewAnswered(tx: Queryable, answered: ReviewAnsweredDelivery): Promise<void> {
    const link = await this.#visitorLink(tx, answered.flow, answered.reference, answered.movingDate, answered.at, answered.locale);
    const { visitor } = await this.#wordings(answered.locale);
    const content = reviewAnsweredNotice(visitor, {
      reference: answered.reference, customerName: answered.customerName, companyName: answered.companyName, answer: answered.answer, pageLink: link,
    });
    await this.#write(tx, [{ kind: 'review-notice', reference: answered.reference, recipientCode: null, recipient: answered.email, replyTo: null, content }], answered.at);
  }

  /** The operator hid a visitor's review: they are told why, in their language, while their address is kept. */
  async reviewHidden(tx: Queryable, hidden: ReviewHiddenDelivery): Promise<void> {
    const { visitor } = await this.#wordings(hidden.locale);
    const content = reviewHiddenNotice(visitor, { reference: hidden.reference, customerName: hidden.customerName, reason: hidden.reason, pageLink: null });
    await this.#write(tx, [{ kind: 'review-notice', reference: hidden.reference, recipientCode: null, recipient: hidden.email, replyTo: null, content }], hidden.at);
  }

  /** Writes the messages and, beside them, the record of the visitor's data they give companies and partner services. */
  async #write(tx: Queryable, messages: readonly OutboxMessage[], createdAt: Date): Promise<void> {
    await insertOutboxMessages(tx, messages, { createdAt, messageIdDomain: this.#messageIdDomain });
    await recordProvisions(tx, messages, createdAt);
  }
}
