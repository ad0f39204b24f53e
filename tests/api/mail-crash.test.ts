import { randomBytes } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import { openDatabase } from '../../server/db/open.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { processStorage, startServerWithClient, type ServerClient } from '../support/server-client.ts';
import { byMessageId, startSmtpPeer, type ReceivedMail } from '../support/smtp-peer.ts';
import { estimateBody, openDateAhead } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;
/** Each request: a lead to each of the two companies and the visitor's confirmation. */
const MESSAGES_PER_REQUEST = 3;
const MOVING_DATE = openDateAhead(18, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
/** The outbox worker's SMTP connections: the messages that can be in flight when the process dies. */
const SEND_CONCURRENCY = 5;

async function sendEstimates(clients: readonly ServerClient[], count: number, firstVisitor: number): Promise<string[]> {
  const answers = await Promise.all(
    Array.from({ length: count }, (_, i) =>
      clients[i % clients.length]!.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code, SECOND.code], MOVING_DATE, firstVisitor + i)),
    ),
  );
  expect(answers.map((answer) => answer.status)).toEqual(answers.map(() => 200));
  return answers.map((answer) => answer.body.requestId);
}

/** Each request's messages, by what they are (reference and recipient), with the Message-IDs each arrived under. */
function logicalMessages(received: readonly ReceivedMail[], references: readonly string[]): Map<string, Set<string>> {
  const messages = new Map<string, Set<string>>();
  for (const mail of received) {
    const reference = references.find((candidate) => mail.subject.includes(candidate));
    if (reference === undefined) continue;
    const key = `${reference} → ${mail.to.join(',')}`;
    messages.set(key, (messages.get(key) ?? new Set()).add(mail.messageId));
  }
  return messages;
}

describe.each(testDatabaseKinds())('mail survives kill -9, on %s', (kind) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('sends every message of every acknowledged request after a crash mid-send, each under one Message-ID', async () => {
    // A slow relay, so that messages are in flight when the server dies.
    const peer = await startSmtpPeer({ dataDelayMs: 40 });
    cleanups.push(() => peer.close());
    const storage = await processStorage(kind);
    cleanups.push(storage.dispose);
    // A short claim, so that on PostgreSQL the dead process's claims lapse within seconds.
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url'), SMTP_URL: peer.url, OUTBOX_LEASE_SECONDS: '2' };

    const first = await startServerWithClient(env);
    cleanups.push(() => first.server.stop());
    const references = await sendEstimates([first], 20, 8_000);
    const expected = references.length * MESSAGES_PER_REQUEST;
    await peer.waitFor((received) => received.length >= 10);
    await first.server.crash();
    const beforeRestart = peer.received.length;
    expect(beforeRestart).toBeLessThan(expected);

    const second = await startServerWithClient(env);
    cleanups.push(() => second.server.stop());
    await peer.waitFor((received) => byMessageId(received).size >= expected, 120_000);
    const messages = logicalMessages(peer.received, references);
    expect(messages.size).toBe(expected);
    // Every message arrived under one Message-ID: a copy resent after the crash is the same message.
    expect([...messages.values()].filter((ids) => ids.size !== 1)).toEqual([]);
    expect(byMessageId(peer.received).size).toBe(expected);
    // Each message is marked sent as its relay answers: only those in flight at the kill arrive twice.
    const twice = [...byMessageId(peer.received).values()].filter((copies) => copies.length > 1).length;
    expect(twice).toBeLessThanOrEqual(SEND_CONCURRENCY);
    console.log(`kill -9 on ${kind}: ${beforeRestart} of ${expected} messages before the crash, ${peer.received.length - expected} resent under their own Message-ID after it`);
  }, 240_000);
});

describe.skipIf(!process.env.TEST_DATABASE_URL)('two instances on one PostgreSQL share one outbox', () => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });

  it('200 requests through both: every message delivered once, the sending shared', async () => {
    const peer = await startSmtpPeer();
    cleanups.push(() => peer.close());
    const storage = await processStorage('postgres');
    cleanups.push(storage.dispose);
    const env = { ...storage.env, SECRET: randomBytes(24).toString('base64url'), SMTP_URL: peer.url };
    const instances = await Promise.all([startServerWithClient(env), startServerWithClient(env)]);
    for (const instance of instances) cleanups.push(() => instance.server.stop());

    const references: string[] = [];
    for (let batch = 0; batch < 10; batch++) references.push(...(await sendEstimates(instances, 20, 9_000 + batch * 20)));
    const expected = references.length * MESSAGES_PER_REQUEST;
    await peer.waitFor((received) => received.length >= expected, 120_000).catch(async (error: unknown) => {
      // Say which messages did not arrive, and why the outbox thinks so.
      const db = await openDatabase({ kind: 'postgres', url: storage.url!, maxConnections: 1 });
      const unsent = await db.query("SELECT id, kind, status, attempts, due_at, claimed_by, last_error FROM outbox_messages WHERE status <> 'sent'");
      await db.close();
      throw new Error(`${String(error)}\nnot sent: ${JSON.stringify(unsent.rows)}`);
    });

    const messages = logicalMessages(peer.received, references);
    expect(messages.size).toBe(expected);
    expect(peer.received).toHaveLength(expected);
    expect(byMessageId(peer.received).size).toBe(expected);
    // A stopped instance has written out its whole log.
    for (const instance of instances) await instance.server.stop();
    const sentBy = instances.map((instance) => instance.server.output().match(/"msg":"mail sent"/g)?.length ?? 0);
    expect(sentBy.reduce((sum, count) => sum + count, 0)).toBe(expected);
    expect(sentBy.every((count) => count > 0)).toBe(true);
    console.log(`two instances: ${expected} messages, sent ${sentBy.join(' + ')}, none twice`);
  }, 180_000);
});
