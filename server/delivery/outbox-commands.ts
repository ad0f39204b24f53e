import { parseArgs } from 'node:util';
import type { Database } from '../db/database.ts';
import { countMessages, listMessages, messageById, requeueMessage, type MessageDetail, type MessageStatus, type MessageSummary } from './outbox-repository.ts';

export const OUTBOX_USAGE = `usage: npm run outbox -- <command>
  list [--status pending|sent|failed|dropped] [--limit <n>]
      the newest messages (default 50): id, kind, request, recipient code, status, tries, times;
      no address, subject or body
  show <id>
      one message as stored: addresses, subject, tries, last error, receipt and the text part
      (a sent message keeps no body and no address of the visitor; an erased one neither)
  retry <id>
      puts a failed message back in the queue with a fresh count of tries`;

/** A command line that cannot be run; its message is for the operator. */
export class OutboxCommandError extends Error {}

const STATUSES: readonly MessageStatus[] = ['pending', 'sent', 'failed', 'dropped'];

/** Runs one `npm run outbox` command against the database and returns what to print. */
export async function runOutboxCommand(db: Database, argv: readonly string[], now: Date): Promise<string> {
  const { values, positionals } = parseCommandLine(argv);
  const [command, idText, ...extra] = positionals;
  if (extra.length > 0) throw new OutboxCommandError(`unexpected arguments: ${extra.join(' ')}`);
  if (command === 'list') {
    if (idText !== undefined) throw new OutboxCommandError(`unexpected argument: ${idText}`);
    const status = values.status as MessageStatus | undefined;
    if (status !== undefined && !STATUSES.includes(status)) throw new OutboxCommandError(`--status must be one of ${STATUSES.join(', ')}`);
    const limit = Number(values.limit ?? 50);
    if (!Number.isInteger(limit) || limit < 1) throw new OutboxCommandError('--limit must be a whole number above 0');
    return formatList(await listMessages(db, { status, limit }), await countMessages(db));
  }
  if (command !== 'show' && command !== 'retry') throw new OutboxCommandError(OUTBOX_USAGE);
  const id = Number(idText);
  if (!Number.isSafeInteger(id) || id < 1) throw new OutboxCommandError('a message id (a whole number, as `list` shows it) is required');

  if (command === 'retry') {
    if (!(await requeueMessage(db, id, now))) {
      const message = await messageById(db, id);
      throw new OutboxCommandError(message === undefined ? `no message ${id}` : `message ${id} is ${message.status}${message.erasedAt === null ? '' : ' and erased'}: only a failed message can be retried`);
    }
    const when = db.kind === 'pglite' ? 'when the server next starts' : 'within a second by a running instance';
    return `message ${id} is pending again; it is sent ${when}`;
  }
  const message = await messageById(db, id);
  if (message === undefined) throw new OutboxCommandError(`no message ${id}`);
  return [
    `id:           ${message.id}`,
    `message-id:   ${message.messageId}`,
    `kind:         ${message.kind}`,
    `request:      ${message.reference}`,
    `to:           ${message.recipient || '-'}${message.recipientCode === null ? '' : ` (${message.recipientCode})`}`,
    `reply-to:     ${message.replyTo ?? '-'}`,
    `subject:      ${message.subject}`,
    `status:       ${message.status}, ${message.attempts} ${message.attempts === 1 ? 'try' : 'tries'}`,
    `created:      ${message.createdAt.toISOString()}`,
    message.status === 'sent' ? `sent:         ${message.sentAt?.toISOString()}` : `due:          ${message.dueAt.toISOString()}`,
    `last error:   ${message.lastError ?? '-'}`,
    `receipt:      ${message.deliveryReceipt ?? '-'}`,
    `sent copy:    ${message.sentCopy ?? '-'}`,
    `erased:       ${message.erasedAt?.toISOString() ?? '-'}`,
    '',
    message.text || bodyGone(message),
  ].join('\n');
}

/** Why a message shows no body: what the product keeps of a message once it is sent or erased. */
function bodyGone(message: MessageDetail): string {
  if (message.erasedAt !== null) return "(no body: the request's personal data was erased)";
  return message.status === 'sent' ? '(no body: a sent message keeps none; the recipient has it)' : '(no body)';
}

function parseCommandLine(argv: readonly string[]) {
  try {
    return parseArgs({ args: [...argv], allowPositionals: true, options: { status: { type: 'string' }, limit: { type: 'string' } } });
  } catch (error) {
    throw new OutboxCommandError(`${error instanceof Error ? error.message : String(error)}\n${OUTBOX_USAGE}`);
  }
}

function formatList(messages: readonly MessageSummary[], counts: Record<MessageStatus, number>): string {
  const total = `pending ${counts.pending}, sent ${counts.sent}, failed ${counts.failed}, dropped ${counts.dropped}`;
  if (messages.length === 0) return `no messages (${total})`;
  const rows = messages.map((message) =>
    [
      String(message.id).padStart(6),
      message.kind.padEnd(20),
      message.reference.padEnd(13),
      (message.recipientCode ?? 'visitor').padEnd(8),
      message.status.padEnd(7),
      String(message.attempts).padStart(5),
      message.createdAt.toISOString(),
      message.status === 'sent' ? `sent ${message.sentAt?.toISOString()}` : `due ${message.dueAt.toISOString()}`,
    ].join('  '),
  );
  const header = ['    id', 'kind'.padEnd(20), 'request'.padEnd(13), 'to'.padEnd(8), 'status ', 'tries', 'created'.padEnd(24), 'sent / due'].join('  ');
  return [header, ...rows, total].join('\n');
}
