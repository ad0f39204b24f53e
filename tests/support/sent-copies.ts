import { readFile } from 'node:fs/promises';
import { simpleParser } from 'mailparser';
import type { Queryable } from '../../server/db/database.ts';
import type { MessageRow } from '../../server/delivery/outbox-repository.ts';
import type { MessageKind } from '../../server/delivery/outbox-message.ts';

/**
 * A message as its recipient got it, or gets it. A sent message keeps no body in the outbox (issue
 * 34), so tests read what was sent where it went: with no SMTP relay (the test servers' default), the
 * .eml file the outbox wrote for it (`sent_copy`); a message still waiting (one due later, at a
 * deadline the test stood on) is read from its row, whole until it is sent.
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

type Row = Pick<MessageRow, 'id' | 'kind' | 'recipient_code' | 'recipient' | 'reply_to' | 'subject' | 'text_body' | 'html_body' | 'status' | 'sent_copy'>;

/** The messages about `reference` (of `kind`, when given), in the order they were written. */
export async function sentCopies(db: Queryable, reference: string, kind?: MessageKind): Promise<SentCopy[]> {
  const { rows } = await db.query<Row>(
    `SELECT id, kind, recipient_code, recipient, reply_to, subject, text_body, html_body, status, sent_copy
       FROM outbox_messages WHERE reference = $1 AND ($2::text IS NULL OR kind = $2) ORDER BY id`,
    [reference, kind ?? null],
  );
  return Promise.all(rows.filter((row) => row.status !== 'dropped').map(async (row) => {
    const copy = { id: row.id, kind: row.kind, recipientCode: row.recipient_code };
    if (row.status !== 'sent') return { ...copy, to: row.recipient, replyTo: row.reply_to ?? '', subject: row.subject, text: row.text_body, html: row.html_body };
    if (row.sent_copy === null) throw new Error(`message ${row.id} of ${reference} has no .eml file (sent through SMTP, or erased)`);
    const mail = await simpleParser(await readFile(row.sent_copy));
    const to = mail.to && 'text' in mail.to ? mail.to.text : '';
    return { ...copy, to, replyTo: mail.replyTo?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '', html: typeof mail.html === 'string' ? mail.html : '' };
  }));
}
