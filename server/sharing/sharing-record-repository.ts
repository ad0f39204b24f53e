import type { SharedItem, SharingRecipientKind } from '../../domain/sharing/sharingRecord.ts';
import type { Queryable } from '../db/database.ts';

const DAY_MS = 86_400_000;

/** One provision as stored: the recipient by kind, code and name at the time, the items, when. */
export interface StoredSharing {
  recipientKind: SharingRecipientKind;
  recipientCode: string;
  recipientName: string;
  items: SharedItem[];
  providedAt: Date;
}

/** A provision to record: the request (which names the person, and alone does once it is erased) and what went to whom. */
export interface Provision extends Omit<StoredSharing, 'providedAt'> {
  reference: string;
}

/**
 * Records provisions in the caller's transaction (the one writing the messages that carry them),
 * so a request that rolls back leaves none.
 */
export async function insertSharingRecords(tx: Queryable, provisions: readonly Provision[], providedAt: Date): Promise<void> {
  if (provisions.length === 0) return;
  // One statement: a column per field, the items of each row as a text (Postgres arrays do not nest).
  await tx.query(
    `INSERT INTO sharing_records (reference, recipient_kind, recipient_code, recipient_name, items, provided_at)
     SELECT p.reference, p.kind, p.code, p.name, string_to_array(p.items, ','), $6::timestamptz
       FROM unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::text[]) AS p (reference, kind, code, name, items)`,
    [
      provisions.map((provision) => provision.reference),
      provisions.map((provision) => provision.recipientKind),
      provisions.map((provision) => provision.recipientCode),
      provisions.map((provision) => provision.recipientName),
      provisions.map((provision) => provision.items.join(',')),
      providedAt.toISOString(),
    ],
  );
}

/** A request's provisions, oldest first. */
export async function sharingRecordsOf(db: Queryable, reference: string): Promise<StoredSharing[]> {
  const { rows } = await db.query<{ recipient_kind: SharingRecipientKind; recipient_code: string; recipient_name: string; items: SharedItem[]; provided_at: Date | string }>(
    `SELECT recipient_kind, recipient_code, recipient_name, items, provided_at FROM sharing_records
      WHERE reference = $1 ORDER BY provided_at, id`,
    [reference],
  );
  return rows.map((row) => ({
    recipientKind: row.recipient_kind,
    recipientCode: row.recipient_code,
    recipientName: row.recipient_name,
    items: row.items,
    providedAt: new Date(row.provided_at),
  }));
}

/** The instant a provision made at `providedAt` is past the record's `retentionDays`. */
export function sharingRecordEndsAt(providedAt: Date, retentionDays: number): Date {
  return new Date(providedAt.getTime() + retentionDays * DAY_MS);
}

/** Deletes the provisions past the record's `retentionDays` (the retention job's pass); returns how many. */
export async function deleteExpiredSharingRecords(tx: Queryable, now: Date, retentionDays: number): Promise<number> {
  const { rowCount } = await tx.query('DELETE FROM sharing_records WHERE provided_at < $1::timestamptz', [new Date(now.getTime() - retentionDays * DAY_MS).toISOString()]);
  return rowCount;
}
