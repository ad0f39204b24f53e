import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EstimateResponse } from '../../domain/api/estimate.ts';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import { CSRF_HEADER, VISITOR_COOKIE, issueToken } from '../../server/http/csrf.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';
import { estimateBody, openDateAhead } from './marketplace-requests.ts';

const BIG = companies.find((company) => company.order === 1)!;
const HOUR = 60 * 60 * 1000;

/**
 * Issue 34, items 3 and 9: a write acts for the visitor who sends it. Only the visitor who sent an
 * estimate (who holds its answer's capability) can send their data to more partner services, and an
 * Idempotency-Key replays its answer only to the visitor who used it first.
 */
describe.each(testDatabaseKinds())('writes bound to their visitor, on %s', (database) => {
  let server: TestServer;
  let offset = 0;
  beforeAll(async () => {
    server = await startTestServer({ database, now: () => new Date(Date.now() + offset) });
  });
  afterAll(() => server.close());

  /** Another visitor: their own cookie and the CSRF token their page carries. */
  const anotherVisitor = () => {
    const visitor = randomBytes(24).toString('base64url');
    return { cookie: `${VISITOR_COOKIE}=${visitor}`, [CSRF_HEADER]: issueToken(server.services.config.secret, visitor) };
  };
  const partnerMessages = async (reference: string) =>
    (await server.db.query<{ recipient_code: string }>(
      "SELECT recipient_code FROM outbox_messages WHERE reference = $1 AND kind = 'partner-lead' ORDER BY recipient_code", [reference])).rows.map((row) => row.recipient_code);
  const sendEstimate = async (n: number, headers: Record<string, string> = {}) => {
    const body = estimateBody([BIG.code], openDateAhead(20, BIG.closedWeekdays), n);
    const answer = await server.post<EstimateResponse>('/api/estimate/', body, headers);
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    return { body, answer: answer.body };
  };
  const refusal = (answer: { status: number; body: unknown }) => {
    expect(answer.status, JSON.stringify(answer.body)).toBe(403);
    return (answer.body as ApiErrorBody).errors;
  };

  describe('POST /api/alliances-request/ (item 3)', () => {
    it('sends the visitor to more partner services only with the capability of the estimate\'s answer', async () => {
      const { body, answer } = await sendEstimate(34_301);
      expect(answer.allianceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const request = { requestId: answer.requestId, alliance: ['A002'], nimotsu: body.nimotsu };

      // Someone who read the reference in a subject line, without the capability, with a wrong one, with another request's.
      const other = await sendEstimate(34_302);
      for (const allianceToken of [undefined, '', 'x'.repeat(43), other.answer.allianceToken]) {
        const errors = refusal(await server.post('/api/alliances-request/', { ...request, allianceToken }, anotherVisitor()));
        expect(errors).toEqual([{ code: 'ALLIANCE_REQUEST_FORBIDDEN', message: expect.stringContaining('お見積り依頼を送った画面から'), field: 'allianceToken' }]);
      }
      const english = refusal(await server.post('/api/alliances-request/', request, { ...anotherVisitor(), 'accept-language': 'en' }));
      expect(english[0]!.message).toMatch(/^Partner services can only be added from the page/);
      expect(await partnerMessages(answer.requestId)).toEqual([]);
      expect((await server.db.query('SELECT 1 FROM alliance_requests WHERE request_id = $1', [answer.requestId])).rowCount).toBe(0);

      // The visitor's own page, even inside a partner's iframe where no cookie of ours is sent: the capability is in the body.
      const added = await server.post('/api/alliances-request/', { ...request, allianceToken: answer.allianceToken }, anotherVisitor());
      expect(added.status, JSON.stringify(added.body)).toBe(200);
      expect(await partnerMessages(answer.requestId)).toEqual(['A002']);

      // Only its hash is stored.
      const stored = await server.db.query('SELECT * FROM requests WHERE reference = $1', [answer.requestId]);
      expect(JSON.stringify(stored.rows)).not.toContain(answer.allianceToken);
    });

    it('ends an hour after the estimate, on the server\'s clock', async () => {
      const { body, answer } = await sendEstimate(34_303);
      const request = { requestId: answer.requestId, alliance: ['A008'], nimotsu: body.nimotsu, allianceToken: answer.allianceToken };
      offset = HOUR + 1_000;
      try {
        const errors = refusal(await server.post('/api/alliances-request/', request));
        expect(errors[0]!.code).toBe('ALLIANCE_REQUEST_FORBIDDEN');
      } finally {
        offset = 0;
      }
      expect(await partnerMessages(answer.requestId)).toEqual([]);
    });

    it('keeps no capability in a replayable answer: a replay to the same visitor carries a new one, which works', async () => {
      const headers = { 'Idempotency-Key': `capability-${database}` };
      const { body, answer } = await sendEstimate(34_304, headers);
      const replay = await server.post<EstimateResponse>('/api/estimate/', body, headers);
      expect(replay.headers.get('idempotent-replayed')).toBe('true');
      expect(replay.body.requestId).toBe(answer.requestId);
      expect(replay.body.allianceToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(replay.body.allianceToken).not.toBe(answer.allianceToken);
      const kept = await server.db.query('SELECT response_body FROM idempotency_keys WHERE key = $1', [headers['Idempotency-Key']]);
      expect(JSON.stringify(kept.rows)).not.toContain(answer.allianceToken);
      expect(JSON.stringify(kept.rows)).not.toContain(replay.body.allianceToken);

      const request = { requestId: answer.requestId, alliance: ['A002'], nimotsu: body.nimotsu };
      expect(refusal(await server.post('/api/alliances-request/', { ...request, allianceToken: answer.allianceToken }))[0]!.code).toBe('ALLIANCE_REQUEST_FORBIDDEN');
      expect((await server.post('/api/alliances-request/', { ...request, allianceToken: replay.body.allianceToken })).status).toBe(200);
    });
  });

  describe('Idempotency-Key (item 9)', () => {
    it('replays an answer only to the visitor who used the key: another visitor with the same key and body gets their own', async () => {
      const headers = { 'Idempotency-Key': `shared-key-${database}` };
      const first = await sendEstimate(34_901, headers);
      const stranger = await server.post<EstimateResponse>('/api/estimate/', first.body, { ...anotherVisitor(), ...headers });
      expect(stranger.status, JSON.stringify(stranger.body)).toBe(200);
      expect(stranger.headers.get('idempotent-replayed')).toBeNull();
      expect(stranger.body.requestId).not.toBe(first.answer.requestId);
      expect(stranger.body.allianceToken).not.toBe(first.answer.allianceToken);

      // The first visitor's retry still replays theirs.
      const retry = await server.post<EstimateResponse>('/api/estimate/', first.body, headers);
      expect(retry.headers.get('idempotent-replayed')).toBe('true');
      expect(retry.body.requestId).toBe(first.answer.requestId);
    });
  });
});
