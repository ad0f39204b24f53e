import { readdir, stat } from 'node:fs/promises';
import type { MessageRow } from '../../server/delivery/outbox-repository.ts';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { MyMoveErased } from '../../domain/api/myMove.ts';
import { runOutboxCommand } from '../../server/delivery/outbox-commands.ts';
import { alliances, companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { freePort } from '../support/server-process.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { startSmtpPeer, type ReceivedMail } from '../support/smtp-peer.ts';
import { until } from '../support/until.ts';
import { bearer, VISITOR_LINK, visitorToken } from '../support/visitorLink.ts';
import { estimateBody, openDateAhead } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const SECOND = companies.find((company) => company.order === 2)!;
const INTERNET = alliances.find((alliance) => alliance.id === 'A001')!;
const DAY_MS = 86_400_000;
const ERASURE_SUBJECT = 'お客様の個人情報の削除';

/** An outbox row as the repository stores it, the columns these tests read. */
type OutboxRow = Pick<MessageRow, 'id' | 'kind' | 'recipient_code' | 'recipient' | 'reply_to' | 'subject' | 'text_body' | 'html_body' | 'status' | 'erased_at' | 'sent_copy'>;

async function outboxRows(server: TestServer, reference: string): Promise<OutboxRow[]> {
  const { rows } = await server.db.query<OutboxRow>(
    `SELECT id, kind, recipient_code, recipient, reply_to, subject, text_body, html_body, status, erased_at, sent_copy
       FROM outbox_messages WHERE reference = $1 ORDER BY id`,
    [reference],
  );
  return rows;
}

/** What of a visitor must be nowhere once their data is erased: name, e-mail, phone, house numbers, free text, private links. */
function visitorData(n: number): string[] {
  return ['山田', 'ハナコ', `estimate${n}@example.jp`, `080${String(n).padStart(8, '0')}`, '1-2-3', '4-5-6', '午後に伺えますか', '/my-move/#', '/lead/#'];
}

function expectNoVisitorData(rows: readonly OutboxRow[], n: number): void {
  for (const row of rows) {
    const stored = [row.recipient, row.reply_to ?? '', row.subject, row.text_body, row.html_body].join('\n');
    for (const item of visitorData(n)) expect(stored, `message ${row.id} (${row.kind} → ${row.recipient_code ?? 'visitor'}, ${row.status})`).not.toContain(item);
  }
}

async function waitUntilNothingPending(server: TestServer, reference: string): Promise<void> {
  await until(`no message of ${reference} pending`, async () => {
    server.outbox.wake();
    return (await outboxRows(server, reference)).every((row) => row.status !== 'pending');
  }, { timeoutMs: 20_000, intervalMs: 50 });
}

const about = (received: readonly ReceivedMail[], reference: string) => received.filter((mail) => mail.reference === reference);

describe.each(testDatabaseKinds())('erasure reaches every message, on %s', (database) => {
  const cleanups: (() => Promise<unknown>)[] = [];
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
  });
  const date = openDateAhead(20, [...BIG.closedWeekdays, ...SECOND.closedWeekdays]);
  const body = (n: number) => estimateBody([BIG.code, SECOND.code], date, n, { alliance: [INTERNET.id], etcYobo: '午後に伺えますか' });

  it('relay down: a request erased before its messages leave sends none of them once the relay is back, and keeps none', async () => {
    const port = await freePort();
    const server = await startTestServer({ database, env: { SMTP_URL: `smtp://127.0.0.1:${port}` } });
    cleanups.push(() => server.close());
    const sent = await server.post<EstimateResponse>('/api/estimate/', body(7_301));
    expect(sent.status).toBe(200);
    const { requestId } = sent.body;
    await until('every message waiting for the relay', async () => (await outboxRows(server, requestId)).every((row) => row.status === 'pending' && row.text_body !== ''), { timeoutMs: 20_000 });
    // The relay is down: the link is still in the waiting confirmation.
    const confirmation = (await outboxRows(server, requestId)).find((row) => row.kind === 'visitor-confirmation')!;
    const token = VISITOR_LINK.exec(confirmation.text_body)![1]!;
    const erased = await server.post<MyMoveErased>('/api/my-move/erase/', { fee: null }, bearer(token));
    expect(erased.status).toBe(200);

    const peer = await startSmtpPeer({ port });
    cleanups.push(() => peer.close());
    await waitUntilNothingPending(server, requestId);
    // No company nor partner service ever got the lead, so none needs the withdrawal either.
    expect(about(peer.received, requestId)).toEqual([]);
    const rows = await outboxRows(server, requestId);
    expect(rows.map((row) => row.status)).toEqual(rows.map(() => 'dropped'));
    expectNoVisitorData(rows, 7_301);
  });

  it('a company or partner that has the data is told by reference only; one that never got it hears nothing; nothing stored keeps the data', async () => {
    let refusing = true;
    // The relay puts off the second company's lead (a temporary failure): it is still waiting at the erasure.
    const peer = await startSmtpPeer({ refuseData: (to) => (refusing && to.includes(SECOND.leadEmail) ? { code: 451, text: '4.3.0 try again later' } : undefined) });
    cleanups.push(() => peer.close());
    // A clock that stands still: the put-off lead's next try never falls due on its own.
    let clock = Date.now();
    const server = await startTestServer({ database, now: () => new Date(clock), env: { SMTP_URL: peer.url } });
    cleanups.push(() => server.close());
    const sent = await server.post<EstimateResponse>('/api/estimate/', body(7_302));
    const { requestId } = sent.body;
    await peer.waitFor((received) => about(received, requestId).length === 3);
    await until("the second company's lead put off", async () => (await server.db.query(
      "SELECT 1 FROM outbox_messages WHERE reference = $1 AND recipient_code = $2 AND status = 'pending' AND last_error LIKE '%451%' AND claimed_by IS NULL",
      [requestId, SECOND.code])).rowCount === 1, { timeoutMs: 20_000 });
    const delivered = about(peer.received, requestId);
    expect(delivered.map((mail) => mail.to[0]).sort()).toEqual(['estimate7302@example.jp', BIG.leadEmail, INTERNET.leadEmail].sort());
    const token = VISITOR_LINK.exec(delivered.find((mail) => mail.to[0] === 'estimate7302@example.jp')!.text)![1]!;

    expect((await server.post('/api/my-move/erase/', { fee: null }, bearer(token))).status).toBe(200);
    refusing = false;
    clock += 120_000;
    await peer.waitFor((received) => about(received, requestId).length >= 5);
    await waitUntilNothingPending(server, requestId);
    const notices = about(peer.received, requestId).slice(3);
    expect(notices.map((mail) => mail.to[0]).sort()).toEqual([BIG.leadEmail, INTERNET.leadEmail].sort());
    for (const notice of notices) {
      expect(notice.subject).toContain(ERASURE_SUBJECT);
      expect(notice.replyTo).toBe('');
      for (const item of visitorData(7_302)) expect(notice.text).not.toContain(item);
    }
    expect(peer.received.filter((mail) => mail.to.includes(SECOND.leadEmail) && mail.reference === requestId)).toEqual([]);
    expectNoVisitorData(await outboxRows(server, requestId), 7_302);
  });

  it('a lead in flight at the erasure: once delivered, its company is told and its copy kept without the data', async () => {
    // A slow relay: the messages are still in flight when the visitor erases.
    const peer = await startSmtpPeer({ dataDelayMs: 3_000 });
    cleanups.push(() => peer.close());
    const server = await startTestServer({ database, env: { SMTP_URL: peer.url } });
    cleanups.push(() => server.close());
    const sent = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, 7_303));
    const { requestId } = sent.body;
    await until('the messages claimed', async () => (await outboxRows(server, requestId)).every((row) => row.status === 'pending' && row.text_body !== '') &&
      (await server.db.query('SELECT 1 FROM outbox_messages WHERE reference = $1 AND claimed_by IS NOT NULL', [requestId])).rowCount === 2, { timeoutMs: 10_000 });
    const confirmation = (await outboxRows(server, requestId)).find((row) => row.kind === 'visitor-confirmation')!;
    expect((await server.post('/api/my-move/erase/', { fee: null }, bearer(VISITOR_LINK.exec(confirmation.text_body)![1]!))).status).toBe(200);
    // Erased while the relay still held both messages.
    expect(about(peer.received, requestId)).toEqual([]);

    await peer.waitFor((received) => about(received, requestId).some((mail) => mail.subject.includes(ERASURE_SUBJECT)), 20_000);
    await waitUntilNothingPending(server, requestId);
    const toCompany = about(peer.received, requestId).filter((mail) => mail.to[0] === BIG.leadEmail);
    expect(toCompany.map((mail) => mail.subject.includes(ERASURE_SUBJECT))).toEqual([false, true]);
    for (const item of visitorData(7_303)) expect(toCompany[1]!.text).not.toContain(item);
    const rows = await outboxRows(server, requestId);
    expectNoVisitorData(rows, 7_303);
    expect(rows.find((row) => row.kind === 'company-lead')).toMatchObject({ status: 'sent', erased_at: expect.any(Date) });
  });
});

describe.each(testDatabaseKinds())('sent copies keep no data, on %s', (database) => {
  let clock = Date.now();
  let server: TestServer;
  afterAll(() => server?.close());

  /** The .eml files under the server's DATA_DIR/mail whose names carry one of these outbox ids. */
  async function filesOf(ids: readonly number[]): Promise<string[]> {
    const files = await readdir(join(server.dataDir, 'mail'));
    return files.filter((file) => ids.some((id) => file.includes(`-${id}-`)));
  }
  const idsOf = async (reference: string) => (await outboxRows(server, reference)).map((row) => row.id);

  it('a sent message keeps no body, no link and no address of the visitor; `outbox show` says what is left', async () => {
    server = await startTestServer({ database, now: () => new Date(clock) });
    const date = openDateAhead(12, BIG.closedWeekdays);
    const sent = await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, 7_311, { alliance: [INTERNET.id], etcYobo: '午後に伺えますか' }));
    const { requestId } = sent.body;
    await waitUntilNothingPending(server, requestId);
    const rows = await outboxRows(server, requestId);
    expect(rows.map((row) => [row.kind, row.status])).toEqual([['company-lead', 'sent'], ['partner-lead', 'sent'], ['visitor-confirmation', 'sent']]);
    expectNoVisitorData(rows, 7_311);
    // A company's and a partner's own lead address stays: the operator can see where a lead went.
    expect(rows.map((row) => row.recipient)).toEqual([BIG.leadEmail, INTERNET.leadEmail, '']);
    const shown = await runOutboxCommand(server.db, ['show', String(rows[2]!.id)], new Date(clock));
    expect(shown).toContain(`request:      ${requestId}`);
    expect(shown).toContain('status:       sent, 1 try');
    expect(shown).toContain('(no body: a sent message keeps none; the recipient has it)');
    // The sent copy is the recipient's alone: only the server's user may read it.
    expect((await stat(rows[2]!.sent_copy!)).mode & 0o077).toBe(0);
    await expect(runOutboxCommand(server.db, ['retry', String(rows[2]!.id)], new Date(clock))).rejects.toThrow('only a failed message can be retried');
  });

  it('erase-now and the retention pass remove the .eml files of the erased request, and leave the others', async () => {
    const date = openDateAhead(14, BIG.closedWeekdays);
    const erasedNow = (await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], date, 7_312))).body.requestId;
    const kept = (await server.post<EstimateResponse>('/api/estimate/', estimateBody([BIG.code], openDateAhead(60, BIG.closedWeekdays), 7_313))).body.requestId;
    const token = await visitorToken(server.db, erasedNow);
    await waitUntilNothingPending(server, kept);
    const before = await idsOf(erasedNow);
    expect(await filesOf(before)).toHaveLength(2);

    expect((await server.post('/api/my-move/erase/', { fee: null }, bearer(token))).status).toBe(200);
    await until('the erased request’s files removed', async () => (await filesOf(before)).length === 0, { timeoutMs: 10_000 });
    expect(await filesOf(await idsOf(kept))).toHaveLength(2);
    // The company's notice, by reference only, is the one file left of the request.
    await waitUntilNothingPending(server, erasedNow);
    const left = await filesOf(await idsOf(erasedNow));
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(/-notice\.eml$/);

    // Past the retention of the first estimate of this suite (moving in 12 days) but not of `kept` (60).
    clock = Date.parse(`${date}T12:00:00+09:00`) + 91 * DAY_MS;
    const first = (await server.db.query<{ reference: string }>("SELECT reference FROM outbox_messages WHERE kind = 'partner-lead'")).rows[0]!.reference;
    const firstIds = await idsOf(first);
    await server.retention.runOnce();
    await until('the retention pass’s files removed', async () => {
      server.outbox.wake();
      return (await filesOf(firstIds)).length === 0;
    }, { timeoutMs: 10_000 });
    expect(await filesOf(await idsOf(kept))).toHaveLength(2);
  });
});
