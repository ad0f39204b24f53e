import type { MailConfig } from '../config.ts';
import type { Services } from '../services.ts';
import { emlFileTransport, smtpTransport, type MailTransport } from './mail-transport.ts';
import { OutboxWorker } from './outbox-worker.ts';
import { messageIdDomainOf } from './request-mail.ts';

const MIN_SMTP_WAIT_MS = 5_000;

/** SMTP to the configured relay, else .eml files under the data directory. */
function openMailTransport(mail: MailConfig): MailTransport {
  // A quarter of the claim for each wait (connect, greeting, each reply) keeps a send well inside its
  // claim; never under 5 s, which a busy relay may need (a send outliving a short claim may go twice, as the same message).
  const timeoutMs = Math.max(MIN_SMTP_WAIT_MS, (mail.leaseSeconds * 1_000) / 4);
  return mail.smtpUrl ? smtpTransport({ url: mail.smtpUrl, from: mail.from, timeoutMs }) : emlFileTransport({ dir: mail.fileDir, from: mail.from });
}

/** The outbox worker of this instance, sending through the configured transport. */
export async function startOutbox({ config, db, logger, now, metrics }: Pick<Services, 'config' | 'db' | 'logger' | 'now' | 'metrics'>): Promise<OutboxWorker> {
  const { mail } = config;
  const transport = openMailTransport(mail);
  logger.info('outbox sending', transport.name === 'smtp' ? { transport: 'smtp' } : { transport: 'eml', dir: mail.fileDir });
  return OutboxWorker.start({ db, transport, logger, now, messageIdDomain: messageIdDomainOf(mail.from), maxAttempts: mail.maxAttempts, leaseMs: mail.leaseSeconds * 1_000, observer: metrics.outboxObserver() });
}
