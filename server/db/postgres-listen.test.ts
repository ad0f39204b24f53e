import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { listenOnChannel } from './postgres-listen.ts';

const url = process.env.TEST_DATABASE_URL;

async function untilTrue(condition: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`not within 10 s: ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe.skipIf(!url)('listening on a PostgreSQL channel', () => {
  it('hears notifications, says when its connection is lost, and listens again by itself', async () => {
    const channel = `test_${randomBytes(6).toString('hex')}`;
    const events: string[] = [];
    const listening = await listenOnChannel({ connectionString: url, application_name: channel }, channel, {
      notified: () => events.push('notified'),
      listening: (isListening) => events.push(isListening ? 'listening' : 'lost'),
    });
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    try {
      expect(events).toEqual(['listening']);
      await admin.query('SELECT pg_notify($1, NULL)', [channel]);
      await untilTrue(() => events.includes('notified'), 'the notification');

      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [channel]);
      await untilTrue(() => events.includes('lost'), 'the lost connection');
      await untilTrue(() => events.lastIndexOf('listening') > events.indexOf('lost'), 'listening again');

      const heard = events.length;
      await admin.query('SELECT pg_notify($1, NULL)', [channel]);
      await untilTrue(() => events.length > heard, 'a notification after reconnecting');
      expect(events.slice(heard)).toEqual(['notified']);
    } finally {
      await admin.end();
      await listening.stop();
    }
  });
});
