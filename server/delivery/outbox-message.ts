import type { SharedItem, SharingRecipientKind } from '../../domain/sharing/sharingRecord.ts';
import type { MailContent } from './mail-content.ts';

/** Who a message is for: the visitor, a company receiving a lead, or a partner service receiving one. */
export type MessageKind = 'visitor-confirmation' | 'company-lead' | 'partner-lead' | 'lead-answer';

/** A message to be written into the outbox with the request that causes it. */
export interface OutboxMessage {
  kind: MessageKind;
  /** The request or booking it is about (requestId, reservationId). */
  reference: string;
  /** The company code or partner id receiving a lead; null for the visitor. */
  recipientCode: string | null;
  recipient: string;
  /** Where a reply goes: the visitor, for a lead; null for the visitor's own messages (sent from a no-reply address). */
  replyTo: string | null;
  content: MailContent;
  /** What of the visitor's data it gives a company or partner service, for the record of provisions (server/sharing/); absent when it gives none. */
  shares?: { recipientKind: SharingRecipientKind; recipientName: string; items: SharedItem[] };
}
