import { mkdirSync } from 'node:fs';
import { rename, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';
import type { QueuedMessage } from './outbox-repository.ts';

/** How a message leaves the server; `send` resolves with a receipt to keep, or throws. */
export interface MailTransport {
  /** 'smtp' or 'eml', as logs and receipts name it. */
  readonly name: 'smtp' | 'eml';
  send(message: QueuedMessage): Promise<string>;
  close(): void;
}

/** The message as nodemailer composes it: our Message-ID and the time it was written, so a resend is byte-for-byte the same message. */
function mailOf(message: QueuedMessage, from: string) {
  return {
    messageId: message.messageId,
    date: message.createdAt,
    from,
    to: message.recipient,
    replyTo: message.replyTo ?? undefined,
    subject: message.subject,
    text: message.text,
    html: message.html,
    headers: { 'X-Hikkoshi-Reference': message.reference },
  };
}

/**
 * Sends through an SMTP relay with a small pool of kept-alive connections. Every wait is bounded
 * well inside the outbox's claim on a message (`timeoutMs`), so a slow relay can never make a
 * message be sent by this instance and, after its claim lapsed, by another.
 */
export function smtpTransport({ url, from, timeoutMs }: { url: string; from: string; timeoutMs: number }): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    pool: true,
    maxConnections: 5,
    // A connection is kept for as many messages as come (nodemailer's default reconnects every 100).
    maxMessages: Infinity,
    connectionTimeout: timeoutMs,
    greetingTimeout: timeoutMs,
    socketTimeout: timeoutMs,
  });
  return {
    name: 'smtp',
    async send(message) {
      const info = await transporter.sendMail(mailOf(message, from));
      return info.response;
    },
    close: () => transporter.close(),
  };
}

/** '20261125-180102' in UTC, so file names sort in the order messages were written. */
function fileStamp(date: Date): string {
  return date.toISOString().replace(/[-:]/g, '').replace('T', '-').slice(0, 15);
}

/**
 * Writes each message as an .eml file (what an SMTP relay would have received) under `dir`, for a
 * machine with no relay: open one in any mail program to read what a visitor or a company gets.
 * The name carries the outbox id and kind, never an address. The file is the sent copy, readable by
 * the server's user only, and removed when its request's personal data is erased (`removeSentCopy`).
 */
export function emlFileTransport({ dir, from }: { dir: string; from: string }): MailTransport {
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const composer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return {
    name: 'eml',
    async send(message) {
      const info = await composer.sendMail(mailOf(message, from));
      const file = join(dir, `${fileStamp(message.createdAt)}-${message.id}-${message.kind}.eml`);
      // Written whole, then renamed: a reader never sees half a message.
      await writeFile(`${file}.partial`, info.message as Buffer, { mode: 0o600 });
      await rename(`${file}.partial`, file);
      return file;
    },
    close: () => composer.close(),
  };
}

/** Removes a message's sent copy (an .eml file written by `emlFileTransport`); one already gone is fine. */
export async function removeSentCopy(file: string): Promise<void> {
  await rm(file, { force: true });
}

/** Errors of the relay not answering at all (as opposed to answering no to one message). */
const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ETIMEDOUT', 'ESOCKET', 'EDNS', 'ETLS', 'ECONNREFUSED', 'ECONNRESET']);

/** Whether a send failed because the relay could not be reached, rather than refusing the message. */
export function isRelayUnreachable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { code, responseCode } = error as { code?: unknown; responseCode?: unknown };
  return responseCode === undefined && typeof code === 'string' && UNREACHABLE_CODES.has(code);
}
