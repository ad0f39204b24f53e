import addressparser from 'nodemailer/lib/addressparser';
import type { Queryable } from '../db/database.ts';
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

  estimateSent(tx: Queryable, delivery: EstimateDelivery): Promise<void> {
    return this.#write(tx, estimateMessages(delivery, this.#publicUrl), delivery.receivedAt);
  }

  reservationSent(tx: Queryable, delivery: ReservationDelivery): Promise<void> {
    return this.#write(tx, reservationMessages(delivery, this.#publicUrl), delivery.receivedAt);
  }

  quickBooked(tx: Queryable, delivery: QuickBookingDelivery): Promise<void> {
    return this.#write(tx, quickBookingMessages(delivery, this.#publicUrl), delivery.receivedAt);
  }

  partnersAdded(tx: Queryable, delivery: PartnersAddedDelivery): Promise<void> {
    return this.#write(tx, partnersAddedMessages(delivery), delivery.receivedAt);
  }

  #write(tx: Queryable, messages: readonly OutboxMessage[], createdAt: Date): Promise<void> {
    return insertOutboxMessages(tx, messages, { createdAt, messageIdDomain: this.#messageIdDomain });
  }
}
