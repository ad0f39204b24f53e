import type { Queryable } from '../db/database.ts';
import type { OutboxMessage } from '../delivery/outbox-message.ts';
import { insertSharingRecords } from './sharing-record-repository.ts';

/**
 * Records each message of `messages` that gives a company or partner service the visitor's data
 * (APPI Art. 29): its request, recipient and items, at `at`. Called where the messages are written,
 * in their transaction: a message and its record commit or roll back together.
 */
export function recordProvisions(tx: Queryable, messages: readonly OutboxMessage[], at: Date): Promise<void> {
  const provisions = messages.flatMap(({ reference, recipientCode, shares }) =>
    shares === undefined || recipientCode === null ? [] : [{ reference, recipientCode, ...shares }]);
  return insertSharingRecords(tx, provisions, at);
}
