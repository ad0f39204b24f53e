import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import type { Queryable } from '../../server/db/database.ts';
import type { MessageKind } from '../../server/delivery/outbox-message.ts';
import { until } from './until.ts';

/**
 * A message as its recipient got it. A sent message keeps no body in the outbox (issue 34), so tests
 * read what was sent where it went: with no SMTP relay (the test servers' default), the .eml file the
 * outbox wrote for it (`sent_copy`).
 */
export interface SentCopy {
  id: number;
  kind: MessageKind;
  recipientCode: string | null;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
  html: string;
}

/**
 * The messages about `reference` (of `kind`, when given), in the order they were written, once none
 * of them is waiting to be sent; each read from the .eml file it was written to.
 */
export async function sentCopies(db: Queryable, reference: string, kind?: MessageKind): Promise<SentCopy[]> {
  const query = `SELECT id, kind, recipient_code, status, sent_copy FROM outbox_messages WHERE reference = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`;
  const rows = async () => (await db.query<{ id: number; kind: MessageKind; recipient_code: string | null; status: string; sent_copy: string | null }>(query, [reference, kind ?? null])).rows;
  await until(`the messages of ${reference} written`, async () => (await rows()).every((row) => row.status !== 'pending'), { timeoutMs: 20_000 });
  const sent = (await rows()).filter((row) => row.status === 'sent');
  return Promise.all(sent.map(async (row) => {
    if (row.sent_copy === null) throw new Error(`message ${row.id} of ${reference} has no .eml file (sent through SMTP?)`);
    const mail = await simpleParser(await readFile(row.sent_copy));
    const to = mail.to && 'text' in mail.to ? mail.to.text : '';
    return {
      id: row.id,
      kind: row.kind,
      recipientCode: row.recipient_code,
      to,
      replyTo: mail.replyTo?.text ?? '',
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    };
  }));
}
