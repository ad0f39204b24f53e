import addressparser from 'nodemailer/lib/addressparser';
import type { Queryable } from '../db/database.ts';
import { privateLinkUrl } from '../../domain/flows/privatePages.ts';
import { leadLinkExpiresAt } from '../leads/lead-deadlines.ts';
import { createPrivateLink, type LinkFlow } from '../links/private-link.ts';
import { lastMoveDate } from '../marketplace/schedule.ts';
import { leadAnswerMessage, type LeadAnswerDelivery } from './lead-answer-messages.ts';
import type { OutboxMessage } from './outbox-message.ts';
import { insertOutboxMessages } from './outbox-repository.ts';
import {
  estimateMessages,
  partnersAddedMessages,
  quickBookingMessages,
  reservationMessages,
  reservationMoveDate,
  type LeadLinks,
  type QuotedCompany,
  type EstimateDelivery,
  type PartnersAddedDelivery,
  type QuickBookingDelivery,
  type ReservationDelivery,
} from './request-messages.ts';

/** The domain of the From address, which Message-IDs are made under; a From without one is refused at start. */
export function messageIdDomainOf(from: string): string {
  const [sender] = addressparser(from, { flatten: true });
  const domain = sender?.address.split('@')[1];
  if (!domain) throw new Error(`MAIL_FROM must be an e-mail address, optionally with a name ("引越し比較 <no-reply@example.jp>"), got "${from}"`);
  return domain;
}

/**
 * What the marketplace services call, inside each write's transaction, to put the write's messages
 * into the outbox: a request or booking and its messages commit or roll back together.
 */
export class RequestMail {
  readonly #publicUrl: string;
  readonly #messageIdDomain: string;

  constructor({ publicUrl, from }: { publicUrl: string; from: string }) {
    this.#publicUrl = publicUrl;
    this.#messageIdDomain = messageIdDomainOf(from);
  }

  async estimateSent(tx: Queryable, delivery: EstimateDelivery): Promise<void> {
    const links = await this.#leadLinks(tx, 'estimate', delivery.requestId, delivery.quoted, delivery.receivedAt, lastMoveDate(delivery.request));
    await this.#write(tx, estimateMessages(delivery, this.#publicUrl, links), delivery.receivedAt);
  }

  async reservationSent(tx: Queryable, delivery: ReservationDelivery): Promise<void> {
    const links = await this.#leadLinks(tx, 'reservation', delivery.requestId, delivery.quoted, delivery.receivedAt, reservationMoveDate(delivery.request));
    await this.#write(tx, reservationMessages(delivery, this.#publicUrl, links), delivery.receivedAt);
  }

  async quickBooked(tx: Queryable, delivery: QuickBookingDelivery): Promise<void> {
    const links = await this.#leadLinks(tx, 'quickBooking', delivery.reservationId, [delivery.booked], delivery.receivedAt, delivery.request.movingDate);
    await this.#write(tx, quickBookingMessages(delivery, this.#publicUrl, links), delivery.receivedAt);
  }

  /** The visitor hears of a company's answer to their lead, or of its expiry, in the transaction that records it. */
  leadAnswered(tx: Queryable, delivery: LeadAnswerDelivery): Promise<void> {
    return this.#write(tx, [leadAnswerMessage(delivery, this.#publicUrl)], delivery.answeredAt);
  }

  /**
   * One private link per company a request went to, each opening that company's lead only, until the
   * end of the move day (`leadLinkExpiresAt`); made in the request's transaction, so a link exists
   * exactly when its lead and the message carrying it do.
   */
  async #leadLinks(tx: Queryable, flow: LinkFlow, reference: string, quoted: readonly QuotedCompany[], now: Date, moveDate: string): Promise<LeadLinks> {
    const links = new Map<string, string>();
    for (const { company } of quoted) {
      const token = await createPrivateLink(tx, { audience: 'company', flow, reference, companyCode: company.code }, { now, expiresAt: leadLinkExpiresAt(moveDate) });
      links.set(company.code, privateLinkUrl(this.#publicUrl, 'company', token));
    }
    return links;
  }

  partnersAdded(tx: Queryable, delivery: PartnersAddedDelivery): Promise<void> {
    return this.#write(tx, partnersAddedMessages(delivery), delivery.receivedAt);
  }

  #write(tx: Queryable, messages: readonly OutboxMessage[], createdAt: Date): Promise<void> {
    return insertOutboxMessages(tx, messages, { createdAt, messageIdDomain: this.#messageIdDomain });
  }
}
