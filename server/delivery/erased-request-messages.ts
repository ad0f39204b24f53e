import type { Queryable } from '../db/database.ts';
import { OUTBOX_CHANNEL } from './outbox-repository.ts';

/*
 * What becomes of the messages of a request whose personal data is erased (server/privacy/). After
 * the erasure no message may carry the visitor's data:
 * - one sent or failed keeps no address and no body;
 * - one waiting to be sent is dropped: its recipient never got the data;
 * - one claimed and in flight is erased in place (the worker holds what it sends) and settled by the
 *   worker when its send ends: sent (and for a lead, the recipient told of the erasure) or dropped;
 * - a notice (by reference only) waiting for a company or partner service that never received the
 *   data is dropped too: a company that never had the lead needs no withdrawal.
 */

/** Who received the personal data of the requests `references`: each company and partner service whose lead was sent, once per request. */
export async function sentLeadRecipients(tx: Queryable, references: readonly string[]): Promise<{ reference: string; recipientCode: string; recipient: string }[]> {
  if (references.length === 0) return [];
  const { rows } = await tx.query<{ reference: string; recipient_code: string; recipient: string }>(
    `SELECT DISTINCT ON (reference, recipient_code) reference, recipient_code, recipient FROM outbox_messages
      WHERE reference = ANY($1::text[]) AND kind IN ('company-lead', 'partner-lead') AND status = 'sent' AND recipient_code IS NOT NULL
      ORDER BY reference, recipient_code, id`,
    [references],
  );
  return rows.map((row) => ({ reference: row.reference, recipientCode: row.recipient_code, recipient: row.recipient }));
}

/** A pending message no worker holds: never claimed, or its claim lapsed. */
const NOT_IN_FLIGHT = '(claimed_by IS NULL OR due_at <= $2)';

/**
 * Settles the messages of the requests `references`, just erased, in the erasure's transaction, as
 * above; returns how many messages changed. The workers are woken on commit, to remove the sent
 * copies (.eml files) of the erased messages.
 */
export async function settleMessagesOfErasedRequests(tx: Queryable, references: readonly string[], now: Date): Promise<number> {
  if (references.length === 0) return 0;
  const params = [references, now.toISOString()];
  const erased = await tx.query(
    `UPDATE outbox_messages SET
            status = CASE WHEN status = 'pending' AND ${NOT_IN_FLIGHT} THEN 'dropped' ELSE status END,
            claimed_by = CASE WHEN status = 'pending' AND ${NOT_IN_FLIGHT} THEN NULL ELSE claimed_by END,
            recipient = '', reply_to = NULL, text_body = '', html_body = '', last_error = NULL, erased_at = $2
      WHERE reference = ANY($1::text[]) AND erased_at IS NULL AND kind <> 'notice'`,
    params,
  );
  const unneeded = await tx.query(
    `UPDATE outbox_messages n SET status = 'dropped', claimed_by = NULL
      WHERE n.reference = ANY($1::text[]) AND n.kind = 'notice' AND n.status = 'pending' AND ${NOT_IN_FLIGHT}
        AND NOT EXISTS (SELECT 1 FROM outbox_messages lead
                         WHERE lead.reference = n.reference AND lead.recipient_code = n.recipient_code
                           AND lead.kind IN ('company-lead', 'partner-lead') AND lead.status = 'sent')`,
    params,
  );
  if (erased.rowCount > 0) await tx.query(`SELECT pg_notify('${OUTBOX_CHANNEL}', '')`);
  return erased.rowCount + unneeded.rowCount;
}

/** Whether the request `m.reference` names has had its personal data erased (any of the three kinds). */
const REQUEST_ERASED = 'EXISTS (SELECT 1 FROM requests r WHERE r.reference = m.reference AND r.erased_at IS NOT NULL)';

/**
 * The retention pass coming back to erased requests: the references of those with a message that
 * still carries data (written after the erasure), to be settled again.
 */
export async function erasedRequestsWithMessagesLeft(tx: Queryable): Promise<string[]> {
  const { rows } = await tx.query<{ reference: string }>(
    `SELECT DISTINCT m.reference FROM outbox_messages m WHERE m.erased_at IS NULL AND m.kind <> 'notice' AND ${REQUEST_ERASED}`,
  );
  return rows.map((row) => row.reference);
}

/**
 * Messages erased in flight whose worker stopped before its send ended (the claim lapsed, or was
 * handed back): no one may send them now, so they are dropped. Returns how many.
 */
export async function dropAbandonedErasedMessages(tx: Queryable, now: Date): Promise<number> {
  const { rowCount } = await tx.query(
    `UPDATE outbox_messages SET status = 'dropped', claimed_by = NULL
      WHERE status = 'pending' AND erased_at IS NOT NULL AND (claimed_by IS NULL OR due_at <= $1)`,
    [now.toISOString()],
  );
  return rowCount;
}

/** Sent copies (.eml files) of erased messages still on disk, a few at a time. */
export async function sentCopiesToRemove(db: Queryable, limit: number): Promise<{ id: number; file: string }[]> {
  const { rows } = await db.query<{ id: number; sent_copy: string }>(
    'SELECT id, sent_copy FROM outbox_messages WHERE sent_copy IS NOT NULL AND erased_at IS NOT NULL ORDER BY id LIMIT $1',
    [limit],
  );
  return rows.map((row) => ({ id: row.id, file: row.sent_copy }));
}

/** Records that these messages' sent copies are gone. */
export async function forgetSentCopies(db: Queryable, ids: readonly number[]): Promise<void> {
  if (ids.length > 0) await db.query('UPDATE outbox_messages SET sent_copy = NULL WHERE id = ANY($1::bigint[])', [ids]);
}
