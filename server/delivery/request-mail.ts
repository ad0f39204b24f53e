import addressparser from 'nodemailer/lib/addressparser';
import { privateLinkUrl } from '../../domain/flows/privatePages.ts';
import type { Queryable } from '../db/database.ts';
import { createPrivateLink, type LinkFlow } from '../links/private-link.ts';
import { rescheduleVisitorLinks } from '../links/private-link-expiry.ts';
import { lastMoveDate, preciseDate } from '../marketplace/schedule.ts';
import { personalDataEndsAt } from '../privacy/retention-period.ts';
import type { OutboxMessage } from './outbox-message.ts';
import { insertOutboxMessages } from './outbox-repository.ts';
import {
  estimateMessages,
  partnersAddedMessages,
  quickBookingMessages,
  reservationMessages,
  type EstimateDelivery,
  type PartnersAddedDelivery,
  type QuickBookingDelivery,
  type ReservationDelivery,
  type VisitorChangeDelivery,
  visitorChangeMessages,
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
export interface RequestMailOptions {
  publicUrl: string;
  from: string;
  /** Days after the move day that a request's personal data is kept: the visitor's link lasts as long. */
  retentionDaysAfterMove: number;
}

export class RequestMail {
  readonly #publicUrl: string;
  readonly #messageIdDomain: string;
  readonly #retentionDaysAfterMove: number;

  constructor({ publicUrl, from, retentionDaysAfterMove }: RequestMailOptions) {
    this.#publicUrl = publicUrl;
    this.#messageIdDomain = messageIdDomainOf(from);
    this.#retentionDaysAfterMove = retentionDaysAfterMove;
  }

  async estimateSent(tx: Queryable, delivery: EstimateDelivery): Promise<void> {
    const link = await this.#visitorLink(tx, 'estimate', delivery.requestId, lastMoveDate(delivery.request), delivery.receivedAt);
    await this.#write(tx, estimateMessages(delivery, link), delivery.receivedAt);
  }

  async reservationSent(tx: Queryable, delivery: ReservationDelivery): Promise<void> {
    const { request } = delivery;
    const link = await this.#visitorLink(tx, 'reservation', delivery.requestId, preciseDate(request.yoteiDateYearMonth, request.yoteiDateDay), delivery.receivedAt);
    await this.#write(tx, reservationMessages(delivery, link), delivery.receivedAt);
  }

  async quickBooked(tx: Queryable, delivery: QuickBookingDelivery): Promise<void> {
    const link = await this.#visitorLink(tx, 'quickBooking', delivery.reservationId, delivery.request.movingDate, delivery.receivedAt);
    await this.#write(tx, quickBookingMessages(delivery, link), delivery.receivedAt);
  }

  /** A change the visitor made from their page (cancel, new date, withdrawal, erasure), told to each company it concerns. */
  visitorChanged(tx: Queryable, delivery: VisitorChangeDelivery): Promise<void> {
    return this.#write(tx, visitorChangeMessages(delivery), delivery.at);
  }

  partnersAdded(tx: Queryable, delivery: PartnersAddedDelivery): Promise<void> {
    return this.#write(tx, partnersAddedMessages(delivery), delivery.receivedAt);
  }

  /**
   * The visitor's private link to a request (their page: see, change or cancel it), made in the
   * request's transaction and valid until its personal data is erased.
   */
  async #visitorLink(tx: Queryable, flow: LinkFlow, reference: string, moveDate: string, now: Date): Promise<string> {
    const expiresAt = personalDataEndsAt(moveDate, this.#retentionDaysAfterMove);
    const token = await createPrivateLink(tx, { audience: 'visitor', flow, reference, companyCode: null }, { now, expiresAt });
    return privateLinkUrl(this.#publicUrl, 'visitor', token);
  }

  /** A booking moved to `moveDate`: the visitor's link now lasts until that day's personal data ends. */
  async visitorLinkFollowsMoveDay(tx: Queryable, reference: string, moveDate: string, now: Date): Promise<void> {
    await rescheduleVisitorLinks(tx, reference, personalDataEndsAt(moveDate, this.#retentionDaysAfterMove), now);
  }

  #write(tx: Queryable, messages: readonly OutboxMessage[], createdAt: Date): Promise<void> {
    return insertOutboxMessages(tx, messages, { createdAt, messageIdDomain: this.#messageIdDomain });
  }
}
