import { randomUUID } from 'node:crypto';
import type { Queryable } from '../db/database.ts';
import type { MessageKind, OutboxMessage } from './outbox-message.ts';
import { renderHtml } from './render-html.ts';
import { renderText } from './render-text.ts';

/** Channel the outbox notifies when messages are written; every instance's worker listens. */
export const OUTBOX_CHANNEL = 'outbox_messages';

/** 'dropped': never sent and never to be, its request's personal data erased first. */
export type MessageStatus = 'pending' | 'sent' | 'failed' | 'dropped';

/** A message as the worker sends it. */
export interface QueuedMessage {
  id: number;
  messageId: string;
  kind: MessageKind;
  reference: string;
  /** The company code or partner id it goes to; null for the visitor. */
  recipientCode: string | null;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  html: string;
  attempts: number;
  createdAt: Date;
}

/** What an operator sees of a message in a list: no address, subject or body (they may hold personal data). */
export interface MessageSummary {
  id: number;
  kind: MessageKind;
  reference: string;
  recipientCode: string | null;
  status: MessageStatus;
  attempts: number;
  dueAt: Date;
  createdAt: Date;
  sentAt: Date | null;
}

/** One message as stored, for `npm run outbox -- show`: a sent or erased one has no body and no address of the visitor left. */
export interface MessageDetail extends MessageSummary {
  messageId: string;
  recipient: string;
  replyTo: string | null;
  subject: string;
  text: string;
  lastError: string | null;
  deliveryReceipt: string | null;
  /** The .eml file written, until its request's erasure removes it. */
  sentCopy: string | null;
  /** When the visitor's data was erased from the message. */
  erasedAt: Date | null;
}

export interface MessageRow {
  id: number;
  message_id: string;
  kind: MessageKind;
  reference: string;
  recipient_code: string | null;
  recipient: string;
  reply_to: string | null;
  subject: string;
  text_body: string;
  html_body: string;
  status: MessageStatus;
  attempts: number;
  due_at: Date | string;
  last_error: string | null;
  delivery_receipt: string | null;
  sent_copy: string | null;
  created_at: Date | string;
  sent_at: Date | string | null;
  erased_at: Date | string | null;
}

/**
 * Writes a request's messages inside the request's own transaction, rendered as they will be
 * sent, each with its Message-ID (`<uuid@domain>`) fixed now so any resend is the same message.
 * The notification reaches the workers when the transaction commits, and never if it rolls back.
 */
export async function insertOutboxMessages(
  tx: Queryable,
  messages: readonly OutboxMessage[],
  { createdAt, messageIdDomain }: { createdAt: Date; messageIdDomain: string },
): Promise<void> {
  if (messages.length === 0) return;
  const columns = messages.map((message) => [
    `<${randomUUID()}@${messageIdDomain}>`, message.kind, message.reference, message.recipientCode, message.recipient, message.replyTo,
    message.content.subject, renderText(message.content), renderHtml(message.content),
  ]);
  // One statement for the whole request: a column of arrays, unnested together.
  const column = (index: number) => columns.map((row) => row[index]);
  await tx.query(
    `INSERT INTO outbox_messages (message_id, kind, reference, recipient_code, recipient, reply_to, subject, text_body, html_body, due_at, created_at)
     SELECT m.*, $10::timestamptz, $10::timestamptz
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[]) AS m`,
    [...Array.from({ length: 9 }, (_, index) => column(index)), createdAt.toISOString()],
  );
  await tx.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
}

/**
 * Claims up to `limit` due messages for `claimant` until `leaseUntil`, oldest first, counting the
 * try; never one erased (its request's data erased while it was claimed). `SKIP LOCKED` lets several instances claim at once without waiting on or taking each
 * other's rows; the lease (`due_at` moved to its end) keeps the rows theirs after the statement
 * commits, while they send outside any transaction. A claim that lapses (its worker died) makes
 * the row due again for anyone.
 */
export async function claimDueMessages(
  db: Queryable,
  { claimant, now, leaseUntil, limit }: { claimant: string; now: Date; leaseUntil: Date; limit: number },
): Promise<QueuedMessage[]> {
  const { rows } = await db.query<MessageRow>(
    `UPDATE outbox_messages SET claimed_by = $1, due_at = $3, attempts = attempts + 1
      WHERE id IN (SELECT id FROM outbox_messages WHERE status = 'pending' AND due_at <= $2 AND erased_at IS NULL
                    ORDER BY due_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
      RETURNING *`,
    [claimant, now.toISOString(), leaseUntil.toISOString(), limit],
  );
  return rows
    .sort((a, b) => a.id - b.id)
    .map((row) => ({
      id: row.id,
      messageId: row.message_id,
      kind: row.kind,
      reference: row.reference,
      recipientCode: row.recipient_code,
      recipient: row.recipient,
      replyTo: row.reply_to,
      subject: row.subject,
      text: row.text_body,
      html: row.html_body,
      attempts: row.attempts,
      createdAt: new Date(row.created_at),
    }));
}

/** How marking a message sent went: whether it was still ours, and whether its request's data was erased while it was in flight. */
export interface SentMark {
  marked: boolean;
  erased: boolean;
}

/**
 * Marks a claimed message sent, with what the transport answered (the SMTP reply, or the file
 * written, kept as `sentCopy`). The stored copy keeps no body and no address of the visitor (a
 * company's or partner's own lead address stays): the recipient has the message, and a copy would
 * keep live link tokens. Not marked when its claim had lapsed (another worker may hold it now); a
 * message erased in flight is marked whatever became of its claim, since no one else may send it.
 */
export async function markSent(
  db: Queryable,
  { id, receipt, sentCopy }: { id: number; receipt: string; sentCopy: string | null },
  claimant: string,
  sentAt: Date,
): Promise<SentMark> {
  const { rows } = await db.query<{ erased: boolean }>(
    `UPDATE outbox_messages SET status = 'sent', sent_at = $4, delivery_receipt = $2, sent_copy = $5, claimed_by = NULL, waiting_for_relay = false,
            text_body = '', html_body = '', reply_to = NULL, recipient = CASE WHEN recipient_code IS NULL THEN '' ELSE recipient END
      WHERE id = $1 AND ((claimed_by = $3 AND status = 'pending') OR (erased_at IS NOT NULL AND status IN ('pending', 'dropped')))
      RETURNING erased_at IS NOT NULL AS erased`,
    [id, receipt, claimant, sentAt.toISOString(), sentCopy],
  );
  return { marked: rows.length > 0, erased: rows[0]?.erased ?? false };
}

/** A try that failed: why, whether the relay could not be reached at all, and when to try again (null: never). */
export interface FailedTry {
  error: string;
  relayUnreachable: boolean;
  retryAt: Date | null;
}

/**
 * Records a failed try: due again at `retryAt`, or kept as failed when it is null; dropped when its
 * request's data was erased while it was in flight (its recipient never got it, and never will).
 */
export async function markFailedTry(db: Queryable, id: number, claimant: string, failure: FailedTry): Promise<void> {
  await db.query(
    `UPDATE outbox_messages SET status = CASE WHEN erased_at IS NOT NULL THEN 'dropped' WHEN $4::timestamptz IS NULL THEN 'failed' ELSE 'pending' END,
            due_at = coalesce($4::timestamptz, due_at), last_error = $3, waiting_for_relay = $5, claimed_by = NULL
      WHERE id = $1 AND claimed_by = $2 AND status = 'pending'`,
    [id, claimant, failure.error, failure.retryAt?.toISOString() ?? null, failure.relayUnreachable],
  );
}

/**
 * Makes the claims of `claimant` (or, with null, of every worker) due at `now`. A worker stopping
 * hands back what it holds; the embedded database's one process takes over what a dead one held.
 */
export async function releaseClaims(db: Queryable, claimant: string | null, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE outbox_messages SET claimed_by = NULL, due_at = $2
      WHERE status = 'pending' AND claimed_by IS NOT NULL AND ($1::text IS NULL OR claimed_by = $1)`,
    [claimant, now.toISOString()],
  );
  return rowCount;
}

/** Messages waiting out a backoff because the relay was unreachable: due at once, now that it answers again. */
export async function hurryRelayRetries(db: Queryable, now: Date): Promise<number> {
  const { rowCount } = await db.query(
    `UPDATE outbox_messages SET due_at = $1, waiting_for_relay = false
      WHERE status = 'pending' AND waiting_for_relay AND claimed_by IS NULL`,
    [now.toISOString()],
  );
  return rowCount;
}

function summaryOf(row: MessageRow): MessageSummary {
  return {
    id: row.id,
    kind: row.kind,
    reference: row.reference,
    recipientCode: row.recipient_code,
    status: row.status,
    attempts: row.attempts,
    dueAt: new Date(row.due_at),
    createdAt: new Date(row.created_at),
    sentAt: row.sent_at === null ? null : new Date(row.sent_at),
  };
}

/** The newest messages, optionally of one status, without personal data. */
export async function listMessages(db: Queryable, { status, limit }: { status?: MessageStatus; limit: number }): Promise<MessageSummary[]> {
  const { rows } = await db.query<MessageRow>(
    `SELECT id, kind, reference, recipient_code, status, attempts, due_at, created_at, sent_at FROM outbox_messages
      WHERE $1::text IS NULL OR status = $1 ORDER BY id DESC LIMIT $2`,
    [status ?? null, limit],
  );
  return rows.map(summaryOf);
}

/** Counts per status. */
export async function countMessages(db: Queryable): Promise<Record<MessageStatus, number>> {
  const { rows } = await db.query<{ status: MessageStatus; count: number }>('SELECT status, count(*)::int AS count FROM outbox_messages GROUP BY status');
  const counts: Record<MessageStatus, number> = { pending: 0, sent: 0, failed: 0, dropped: 0 };
  for (const row of rows) counts[row.status] = row.count;
  return counts;
}

export async function messageById(db: Queryable, id: number): Promise<MessageDetail | undefined> {
  const { rows } = await db.query<MessageRow>('SELECT * FROM outbox_messages WHERE id = $1', [id]);
  const row = rows[0];
  if (row === undefined) return undefined;
  return {
    ...summaryOf(row),
    messageId: row.message_id,
    recipient: row.recipient,
    replyTo: row.reply_to,
    subject: row.subject,
    text: row.text_body,
    lastError: row.last_error,
    deliveryReceipt: row.delivery_receipt,
    sentCopy: row.sent_copy,
    erasedAt: row.erased_at === null ? null : new Date(row.erased_at),
  };
}

/**
 * Puts a failed message back in the queue, due at `now` with a fresh count of tries. Returns false
 * for an unknown id or any other message: one pending already, one sent (its body is no longer
 * kept), dropped, or erased.
 */
export async function requeueMessage(db: Queryable, id: number, now: Date): Promise<boolean> {
  const { rowCount } = await db.query(
    `UPDATE outbox_messages SET status = 'pending', attempts = 0, due_at = $2, claimed_by = NULL, sent_at = NULL
      WHERE id = $1 AND status = 'failed' AND erased_at IS NULL`,
    [id, now.toISOString()],
  );
  return rowCount > 0;
}
