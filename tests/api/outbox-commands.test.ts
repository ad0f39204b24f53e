import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import { companies } from '../support/catalogue.ts';
import { OutboxCommandError, runOutboxCommand } from '../../server/delivery/outbox-commands.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpPeer, type SmtpPeer } from '../support/smtp-peer.ts';
import { estimateBody, openDateAhead } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const REFUSED = 'refused@example.jp';

describe.each(testDatabaseKinds())('npm run outbox, on %s', (database) => {
  let peer: SmtpPeer;
  let server: TestServer;
  let requestId = '';
  let refusing = true;
  const outbox = (...argv: string[]) => runOutboxCommand(server.db, argv, new Date());

  beforeAll(async () => {
    peer = await startSmtpPeer({ refuseRecipient: (address) => refusing && address === REFUSED });
    server = await startTestServer({ database, env: { SMTP_URL: peer.url, OUTBOX_MAX_ATTEMPTS: '1' } });
    const body = estimateBody([BIG.code], openDateAhead(12, BIG.closedWeekdays), 7_201, { email: REFUSED });
    const response = await server.post<EstimateResponse>('/api/estimate/', body);
    requestId = response.body.requestId;
    // One try each (OUTBOX_MAX_ATTEMPTS 1): the lead is sent, the confirmation refused for good.
    await peer.waitFor((received) => received.some((mail) => mail.subject.includes(requestId)));
    while ((await server.db.query(`SELECT 1 FROM outbox_messages WHERE reference = $1 AND status = 'pending'`, [requestId])).rowCount > 0) {
      server.outbox.wake();
      await server.outbox.settled();
    }
  });
  afterAll(async () => {
    await server?.close();
    await peer?.close();
  });

  it('lists messages with their status and the counts, and no address, subject or body', async () => {
    const list = await outbox('list');
    expect(list).toMatch(new RegExp(`visitor-confirmation\\s+${requestId}\\s+visitor\\s+failed\\s+1`));
    expect(list).toMatch(new RegExp(`company-lead\\s+${requestId}\\s+${BIG.code}\\s+sent\\s+1`));
    expect(list).toContain('pending 0, sent 1, failed 1, dropped 0');
    for (const secret of [REFUSED, BIG.leadEmail, '山田', '見積り依頼']) expect(list).not.toContain(secret);
    expect(await outbox('list', '--status', 'failed')).not.toContain('company-lead');
  });

  it('shows one message whole, with the error that failed it', async () => {
    const failed = (await server.db.query<{ id: number }>(`SELECT id FROM outbox_messages WHERE reference = $1 AND status = 'failed'`, [requestId])).rows[0]!;
    const shown = await outbox('show', String(failed.id));
    expect(shown).toContain(`to:           ${REFUSED}`);
    expect(shown).toContain('status:       failed, 1 try');
    expect(shown).toMatch(/last error: +EENVELOPE: 550/);
    expect(shown).toContain('山田 花子 様');
  });

  it('puts a failed message back in the queue, and it is sent', async () => {
    const failed = (await server.db.query<{ id: number }>(`SELECT id FROM outbox_messages WHERE reference = $1 AND status = 'failed'`, [requestId])).rows[0]!;
    refusing = false;
    expect(await outbox('retry', String(failed.id))).toMatch(new RegExp(`^message ${failed.id} is pending again`));
    server.outbox.wake();
    await peer.waitFor((received) => received.some((mail) => mail.to[0] === REFUSED && mail.subject.includes(requestId)));
    await expect(outbox('retry', '999999')).rejects.toThrow('no message 999999');
  });

  it('answers a wrong command line with what to type', async () => {
    await expect(outbox('resend', '1')).rejects.toThrow(OutboxCommandError);
    await expect(outbox('show')).rejects.toThrow('a message id');
    await expect(outbox('list', '--status', 'lost')).rejects.toThrow('--status must be one of pending, sent, failed, dropped');
    await expect(outbox('list', '--limit', '0')).rejects.toThrow('--limit');
  });
});
