import { once } from 'node:events';
import type { Socket } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer, type SMTPServerAddress } from 'smtp-server';

/** A message as the peer received it: the parsed parts, and the raw text (headers included) for searching. */
export interface ReceivedMail {
  /** `Date.now()` when the message was accepted. */
  receivedAt: number;
  /** The request it is about (the X-Hikkoshi-Reference header). */
  reference: string;
  messageId: string;
  from: string;
  /** The envelope recipients (RCPT TO). */
  to: string[];
  replyTo: string;
  subject: string;
  text: string;
  html: string;
  headers: ReadonlyMap<string, unknown>;
  raw: string;
}

export interface SmtpPeerOptions {
  /** Port to listen on (0: any free one). */
  port?: number;
  /** Recipients answered `550 5.1.1 no such user` at RCPT TO. */
  refuseRecipient?: (address: string) => boolean;
  /** Messages answered with this reply after DATA (e.g. 554 to refuse every message). */
  refuseData?: (envelopeTo: readonly string[]) => { code: number; text: string } | undefined;
  /** Holds each reply to DATA this long, so a message can be caught in flight. */
  dataDelayMs?: number;
  /**
   * Parse each message whole (default). Off for load: only the Message-ID and the reference are
   * read from the raw headers, so the peer keeps up with hundreds of messages a second.
   */
  parse?: boolean;
}

/**
 * A real SMTP server on loopback (the `smtp-server` package), as the product's relay in tests:
 * it keeps every message it accepts and lets a test wait until what it expects has arrived.
 */
export interface SmtpPeer {
  port: number;
  /** `smtp://127.0.0.1:port` for SMTP_URL. */
  url: string;
  /** Every message accepted, in order of arrival (a resend appears again, with the same Message-ID). */
  readonly received: readonly ReceivedMail[];
  /** Resolves once `done(received)` holds; rejects after `timeoutMs`, saying what had arrived. */
  waitFor(done: (received: readonly ReceivedMail[]) => boolean, timeoutMs?: number): Promise<readonly ReceivedMail[]>;
  close(): Promise<void>;
}

/** A one-line header's value from the raw message ('' when absent). */
function headerOf(raw: string, name: string): string {
  return new RegExp(`^${name}: *(.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
}

function errorWithCode(code: number, text: string): Error {
  return Object.assign(new Error(text), { responseCode: code });
}

export async function startSmtpPeer(options: SmtpPeerOptions = {}): Promise<SmtpPeer> {
  const received: ReceivedMail[] = [];
  const waiters = new Set<() => void>();
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    logger: false,
    // A closed network: no reverse DNS lookup of the client.
    disableReverseLookup: true,
    // Close at once when the test ends, rather than waiting for the product's pooled connections.
    closeTimeout: 100,
    onRcptTo(address: SMTPServerAddress, _session, callback) {
      if (options.refuseRecipient?.(address.address)) callback(errorWithCode(550, '5.1.1 no such user'));
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const receivedAt = Date.now();
        const raw = Buffer.concat(chunks).toString('utf8');
        const to = session.envelope.rcptTo.map((address) => address.address);
        const answer = () => {
          const refusal = options.refuseData?.(to);
          if (refusal) return callback(errorWithCode(refusal.code, refusal.text));
          const accepted = (mail: Omit<ReceivedMail, 'receivedAt' | 'reference' | 'to' | 'raw'>) => {
            received.push({ ...mail, receivedAt, reference: headerOf(raw, 'X-Hikkoshi-Reference'), to, raw });
            for (const waiter of waiters) waiter();
            callback();
          };
          if (options.parse === false) {
            accepted({ messageId: headerOf(raw, 'Message-ID'), from: '', replyTo: '', subject: '', text: '', html: '', headers: new Map() });
            return;
          }
          void simpleParser(raw).then((mail) => accepted({
            messageId: mail.messageId ?? '',
            from: mail.from?.text ?? '',
            replyTo: mail.replyTo?.text ?? '',
            subject: mail.subject ?? '',
            text: mail.text ?? '',
            html: typeof mail.html === 'string' ? mail.html : '',
            headers: mail.headers,
          }), callback);
        };
        if (options.dataDelayMs) setTimeout(answer, options.dataDelayMs);
        else answer();
      });
    },
  });
  server.on('error', () => undefined);
  // Replies go out at once (as a relay's do), not held back by Nagle's algorithm behind a delayed ACK.
  server.server.on('connection', (socket: Socket) => socket.setNoDelay(true));
  server.listen(options.port ?? 0, '127.0.0.1');
  await once(server.server, 'listening');
  const port = (server.server.address() as { port: number }).port;

  return {
    port,
    url: `smtp://127.0.0.1:${port}`,
    received,
    waitFor(done, timeoutMs = 30_000) {
      if (done(received)) return Promise.resolve(received);
      return new Promise((resolve, reject) => {
        const check = () => {
          if (!done(received)) return;
          cleanup();
          resolve(received);
        };
        const timer = setTimeout(() => {
          cleanup();
          reject(new Error(`the SMTP peer had ${received.length} messages after ${timeoutMs} ms: ${received.map((mail) => mail.subject).join(' | ')}`));
        }, timeoutMs);
        const cleanup = () => {
          clearTimeout(timer);
          waiters.delete(check);
        };
        waiters.add(check);
      });
    },
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/** The messages of each Message-ID: one entry per distinct message, with how many times it arrived. */
export function byMessageId(received: readonly ReceivedMail[]): Map<string, ReceivedMail[]> {
  const groups = new Map<string, ReceivedMail[]>();
  for (const mail of received) groups.set(mail.messageId, [...(groups.get(mail.messageId) ?? []), mail]);
  return groups;
}
