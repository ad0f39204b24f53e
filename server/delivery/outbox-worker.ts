import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { maskPersonalData } from '../logger.ts';
import { forgetSentCopies, sentCopiesToRemove } from './erased-request-messages.ts';
import { isRelayUnreachable, removeSentCopy, type MailTransport } from './mail-transport.ts';
import { erasureNotice } from './messages/erasure-notice.ts';
import { LEAD_KINDS } from './outbox-message.ts';
import {
  OUTBOX_CHANNEL,
  claimDueMessages,
  hurryRelayRetries,
  insertOutboxMessages,
  markFailedTry,
  markSent,
  releaseClaims,
  type QueuedMessage,
} from './outbox-repository.ts';
import { retryDelayMs } from './retry-delay.ts';

export interface OutboxWorkerOptions {
  db: Database;
  transport: MailTransport;
  logger: Logger;
  /** The app's clock: claims, retries and sent times are read from it. */
  now: () => Date;
  /** The domain Message-IDs are made under (MAIL_FROM's), for the notices the worker writes itself. */
  messageIdDomain: string;
  /** Tries before a message is kept as failed. */
  maxAttempts: number;
  /** How long a claim on a message lasts. */
  leaseMs: number;
  /** Messages claimed at once. */
  batchSize?: number;
  /** Messages sent at once (the SMTP pool's connections). */
  concurrency?: number;
  /** How often the outbox is looked at without a notification (retries falling due, missed notifications). */
  pollMs?: number;
  /** Told of every send and failed try (the metrics count them). */
  observer?: OutboxObserver;
}

/** What the worker tells of its sends. */
export interface OutboxObserver {
  /** The relay accepted `message` (or its .eml file was written) at `sentAt`. */
  sent(message: QueuedMessage, sentAt: Date): void;
  /** A try failed; `final` when the message is now kept as failed for good. */
  failed(message: QueuedMessage, final: boolean): void;
}

const NO_OBSERVER: OutboxObserver = { sent: () => undefined, failed: () => undefined };
const DEFAULTS = { batchSize: 50, concurrency: 5, pollMs: 1_000, observer: NO_OBSERVER };

/**
 * Sends the outbox. Woken by the notification every write sends on commit (so a message leaves
 * within milliseconds of its request) and by a poll for retries; claims a batch of due messages
 * (see `claimDueMessages`), sends them a few at a time, and marks each sent, or failed with a
 * retry time: exponential backoff with jitter from about a second, capped at a minute, until
 * `maxAttempts`. A message may be sent twice only if this process dies between the relay's
 * answer and its mark (each is marked as its relay answers); it then carries the same Message-ID, which is how receivers tell.
 */
export class OutboxWorker {
  readonly #options: Required<OutboxWorkerOptions>;
  /** Names this worker's claims: host, process and a random part (a restarted process is another worker). */
  readonly #claimant = `${hostname()}:${process.pid}:${randomBytes(4).toString('hex')}`;
  #timer: NodeJS.Timeout | undefined;
  #draining: Promise<void> | undefined;
  #again = false;
  #stopped = false;
  /** This worker saw the relay unreachable: the first send that succeeds hurries the messages waiting for it. */
  #relayWasDown = false;

  private constructor(options: OutboxWorkerOptions) {
    this.#options = { ...DEFAULTS, ...options };
  }

  /**
   * Starts sending. On the embedded database this process is the only one (the data directory is
   * locked), so claims left in the outbox are a dead process's and are taken over at once; on
   * PostgreSQL they may be another live instance's and lapse with their lease.
   */
  static async start(options: OutboxWorkerOptions): Promise<OutboxWorker> {
    const worker = new OutboxWorker(options);
    const { db, logger, now } = worker.#options;
    if (db.kind === 'pglite') {
      const released = await releaseClaims(db, null, now());
      if (released > 0) logger.info('outbox claims of a stopped process taken over', { messages: released });
    }
    await db.listen(OUTBOX_CHANNEL, { notified: () => worker.wake(), listening: (isListening) => isListening && worker.wake() });
    worker.#timer = setInterval(() => worker.wake(), worker.#options.pollMs);
    worker.#timer.unref();
    worker.wake();
    return worker;
  }

  /** Looks at the outbox now (a drain in progress goes round once more). */
  wake(): void {
    if (this.#stopped) return;
    if (this.#draining) {
      this.#again = true;
      return;
    }
    this.#draining = this.#drain().finally(() => (this.#draining = undefined));
  }

  /** Settles when the drain in progress, if any, has finished (tests wait on it after `wake`). */
  async settled(): Promise<void> {
    while (this.#draining) await this.#draining;
  }

  /** Stops claiming, lets the sends in flight finish and be marked, hands back any claim left, closes the transport. */
  async stop(): Promise<void> {
    this.#stopped = true;
    clearInterval(this.#timer);
    await this.settled();
    const { db, transport, now } = this.#options;
    await releaseClaims(db, this.#claimant, now()).catch(() => undefined);
    transport.close();
  }

  async #drain(): Promise<void> {
    const { db, now, leaseMs, batchSize, logger } = this.#options;
    try {
      do {
        this.#again = false;
        const claimedAt = now();
        const batch = await claimDueMessages(db, { claimant: this.#claimant, now: claimedAt, leaseUntil: new Date(claimedAt.getTime() + leaseMs), limit: batchSize });
        await this.#sendAll(batch);
        if (batch.length === batchSize) this.#again = true;
        await this.#removeErasedCopies();
      } while (this.#again && !this.#stopped);
    } catch (error) {
      // The database is unreachable or closing: the next wake tries again; nothing is lost.
      logger.error('outbox: could not read or mark messages', { error });
    }
  }

  /**
   * Sends a batch a few messages at a time, marking each sent as its relay answers: a crash repeats
   * at most the messages in flight (one per connection), as the same messages.
   */
  async #sendAll(batch: readonly QueuedMessage[]): Promise<void> {
    let next = 0;
    let sentAny = false;
    const sender = async () => {
      while (next < batch.length) {
        const message = batch[next++]!;
        const receipt = await this.#send(message);
        if (receipt !== null) {
          await this.#markSent(message, receipt);
          sentAny = true;
        }
      }
    };
    await Promise.all(Array.from({ length: Math.min(this.#options.concurrency, batch.length) }, sender));
    if (sentAny && this.#relayWasDown) {
      this.#relayWasDown = false;
      if ((await hurryRelayRetries(this.#options.db, this.#options.now())) > 0) this.wake();
    }
  }

  /**
   * Marks a message sent as its relay answers. One whose request was erased while it was in flight
   * is kept without its data like any sent message; if it was a lead, its recipient now has the
   * visitor's data and is told, in the same transaction, that the request was withdrawn and erased.
   */
  async #markSent(message: QueuedMessage, receipt: string): Promise<void> {
    const { db, now, logger, transport, messageIdDomain } = this.#options;
    const sentAt = now();
    const sentCopy = transport.name === 'eml' ? receipt : null;
    const mark = await db.transaction(async (tx) => {
      const marked = await markSent(tx, { id: message.id, receipt, sentCopy }, this.#claimant, sentAt);
      if (marked.erased && LEAD_KINDS.includes(message.kind)) {
        const notice = { kind: 'notice' as const, reference: message.reference, recipientCode: message.recipientCode, recipient: message.recipient, replyTo: null };
        await insertOutboxMessages(tx, [{ ...notice, content: erasureNotice({ reference: message.reference, addressee: null, at: sentAt }) }], { createdAt: sentAt, messageIdDomain });
      }
      return marked;
    });
    if (!mark.marked) logger.warn('mail sent after its claim lapsed; another worker may send it again under the same Message-ID', { id: message.id });
    this.#options.observer.sent(message, sentAt);
    const line = { id: message.id, kind: message.kind, reference: message.reference, attempt: message.attempts, erasedInFlight: mark.erased };
    if (transport.name === 'eml') logger.info('mail written', { ...line, file: receipt });
    else logger.info('mail sent', line);
  }

  /** Removes the sent copies (.eml files) of messages whose request has been erased since. */
  async #removeErasedCopies(): Promise<void> {
    const { db, logger } = this.#options;
    for (let copies = await sentCopiesToRemove(db, 100); copies.length > 0; copies = await sentCopiesToRemove(db, 100)) {
      for (const copy of copies) await removeSentCopy(copy.file);
      await forgetSentCopies(db, copies.map((copy) => copy.id));
      logger.info('sent copies of erased messages removed', { ids: copies.map((copy) => copy.id) });
    }
  }

  /** Sends one message; its receipt, or null when the try failed (and was recorded as failed). */
  async #send(message: QueuedMessage): Promise<string | null> {
    const { db, transport, now, logger, maxAttempts } = this.#options;
    try {
      return await transport.send(message);
    } catch (error) {
      const relayUnreachable = isRelayUnreachable(error);
      this.#relayWasDown ||= relayUnreachable;
      const retryAt = message.attempts >= maxAttempts ? null : new Date(now().getTime() + retryDelayMs(message.attempts));
      await markFailedTry(db, message.id, this.#claimant, { error: errorText(error), relayUnreachable, retryAt });
      this.#options.observer.failed(message, retryAt === null);
      const line = { id: message.id, kind: message.kind, reference: message.reference, attempt: message.attempts, error };
      if (retryAt === null) logger.error('mail failed for good', line);
      else logger.warn('mail not sent, will retry', { ...line, retryAt: retryAt.toISOString() });
      return null;
    }
  }
}

/** What is kept of a failure: the SMTP reply where there is one, else the error's message; e-mail addresses and phone numbers masked. */
function errorText(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const { code, response } = error as Error & { code?: string; response?: string };
  return maskPersonalData([code, response ?? error.message].filter(Boolean).join(': ')).slice(0, 1_000);
}
