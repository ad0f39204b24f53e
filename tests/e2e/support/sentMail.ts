import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { expect } from 'vitest';
import { formatPhone } from '../../../domain/format/phone.ts';
import { formatYen } from '../../../domain/format/price.ts';
import { companies } from '../../support/catalogue.ts';
import type { AppServer } from './appServer.ts';
import type { ShownDelivery } from './leads.ts';

/** A message the server wrote as an .eml file (no SMTP relay configured, as on a fresh `npm start`). */
export interface SentMail {
  file: string;
  to: string;
  replyTo: string;
  subject: string;
  text: string;
}

/** Every .eml file under the server's DATA_DIR/mail, parsed as a mail program reads it. */
export async function sentMail(server: AppServer): Promise<SentMail[]> {
  const dir = join(server.dataDir, 'mail');
  const files = (await readdir(dir)).filter((file) => file.endsWith('.eml'));
  return Promise.all(
    files.map(async (file) => {
      const mail = await simpleParser(await readFile(join(dir, file)));
      const to = mail.to && 'text' in mail.to ? mail.to.text : '';
      return { file, to, replyTo: mail.replyTo?.text ?? '', subject: mail.subject ?? '', text: mail.text ?? '' };
    }),
  );
}

/**
 * The complete page's promises kept: the visitor has one confirmation, and each company it showed
 * has one lead (answering to the visitor) about the same request, with the price it showed and
 * the phone number only when the visitor chose phone.
 */
export async function expectMailAsShown(server: AppServer, deliveries: readonly ShownDelivery[]): Promise<void> {
  const mail = await sentMail(server);
  for (const delivery of deliveries) {
    const confirmations = mail.filter((message) => message.to === delivery.email);
    expect(confirmations, `${delivery.email}: the visitor's confirmation`).toHaveLength(1);
    const reference = /（(?:受付|予約)番号 ([A-Z]{2}-[0-9A-Z]{10})）/.exec(confirmations[0]!.subject)?.[1] ?? '';
    for (const company of delivery.companies) {
      const leadEmail = companies.find((candidate) => candidate.name === company.name)!.leadEmail;
      const leads = mail.filter((message) => message.to === leadEmail && message.replyTo === delivery.email);
      expect(leads, `${delivery.email}: the lead to ${company.name}`).toHaveLength(1);
      expect(leads[0]!.subject).toContain(reference);
      if (company.price !== null) {
        expect(leads[0]!.text).toContain(formatYen(company.price));
        expect(confirmations[0]!.text).toContain(formatYen(company.price));
      }
      const phoneShown = leads[0]!.text.includes(formatPhone(delivery.tel));
      expect(phoneShown, `${delivery.email}: the phone number in the lead to ${company.name}`).toBe(delivery.contact.method === 'phone');
    }
  }
}
