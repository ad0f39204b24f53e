import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database, Queryable } from '../../server/db/database.ts';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/** A database whose every statement fails while `down` is set, as during an outage. */
function breakable(db: Database): { db: Database; setDown(down: boolean): void } {
  let down = false;
  const refuse = () => Promise.reject(new Error('connection refused'));
  return {
    setDown: (value) => (down = value),
    db: {
      kind: db.kind,
      query: <R>(text: string, params?: readonly unknown[]) => (down ? refuse() : db.query<R>(text, params)),
      exec: (script: string) => (down ? refuse() : db.exec(script)),
      transaction: <T>(fn: (tx: Queryable) => Promise<T>) => (down ? refuse() : db.transaction(fn)),
      listen: (channel, listener) => db.listen(channel, listener),
      close: () => db.close(),
    },
  };
}

describe.each(testDatabaseKinds())('liveness and readiness, on %s', (kind) => {
  let storage: TestDatabase;
  let database: ReturnType<typeof breakable>;
  let server: TestServer;
  const clock = { at: new Date() };

  beforeAll(async () => {
    storage = await openTestDatabase(kind);
    database = breakable(storage.db);
    server = await startTestServer({ db: database.db, now: () => clock.at });
  });
  afterAll(async () => {
    database.setDown(false);
    await server?.close();
    await storage?.dispose();
  });

  /** Each database check answers for a second of the server's clock: step past it between cases. */
  const nextCheck = () => (clock.at = new Date(clock.at.getTime() + 1_001));

  it('answers live and ready while all is well, saying nothing of the configuration', async () => {
    const live = await server.get('/api/health/live/');
    const ready = await server.get('/api/health/ready/');
    expect([live.status, live.body]).toEqual([200, { status: 'ok' }]);
    expect([ready.status, ready.body]).toEqual([200, { status: 'ready' }]);
  });

  it('stays live through a database outage while readiness fails, saying why', async () => {
    nextCheck();
    database.setDown(true);
    try {
      const live = await server.get('/api/health/live/');
      const ready = await server.get<{ status: string; reasons: string[] }>('/api/health/ready/');
      expect(live.status).toBe(200);
      expect([ready.status, ready.body]).toEqual([503, { status: 'not-ready', reasons: ['database'] }]);
    } finally {
      database.setDown(false);
    }
    nextCheck();
    expect((await server.get('/api/health/ready/')).status).toBe(200);
  });

  it('is not ready while a migration of this build is missing, nor once it is stopping', async () => {
    await server.db.query(`UPDATE schema_migrations SET version = 'hidden_' || version WHERE version = (SELECT max(version) FROM schema_migrations)`);
    try {
      nextCheck();
      expect((await server.get('/api/health/ready/')).body).toEqual({ status: 'not-ready', reasons: ['migrations'] });
    } finally {
      await server.db.query(`UPDATE schema_migrations SET version = substr(version, 8) WHERE version LIKE 'hidden\\_%'`);
    }
    nextCheck();
    server.services.lifecycle.beginStopping();
    const ready = await server.get('/api/health/ready/');
    expect([ready.status, ready.body]).toEqual([503, { status: 'not-ready', reasons: ['stopping'] }]);
    expect((await server.get('/api/health/live/')).status).toBe(200);
  });
});
