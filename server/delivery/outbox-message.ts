import type { SharedItem, SharingRecipientKind } from '../../domain/sharing/sharingRecord.ts';
import type { MailContent } from './mail-content.ts';

/**
 * What a message is: to the visitor (their confirmation, a company's answer), a lead to a company or
 * a partner service (each carrying the visitor's data), or a notice to a company or partner service
 * about a request it received, naming it by reference only (a change, a withdrawal, an erasure).
 */
export type MessageKind = 'visitor-confirmation' | 'company-lead' | 'partner-lead' | 'lead-answer' | 'notice' | 'review-invitation' | 'review-notice';

/** The kinds that give a company or partner service the visitor's data: once one was sent, the recipient is told of an erasure. */
export const LEAD_KINDS: readonly MessageKind[] = ['company-lead', 'partner-lead'];

/** A message to be written into the outbox with the request that causes it. */
export interface OutboxMessage {
  kind: MessageKind;
  /** The request or booking it is about (requestId, reservationId). */
  reference: string;
  /** The company code or partner id receiving a lead or a notice; null for the visitor. */
  recipientCode: string | null;
  recipient: string;
  /** Where a reply goes: the visitor, for a lead; null for the visitor's own messages (sent from a no-reply address). */
  replyTo: string | null;
  content: MailContent;
  /** What of the visitor's data it gives a company or partner service, for the record of provisions (server/sharing/); absent when it gives none. */
  shares?: { recipientKind: SharingRecipientKind; recipientName: string; items: SharedItem[] };
}
