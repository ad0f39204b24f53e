import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { until } from '../../tests/support/until.ts';
import { listenOnChannel } from './postgres-listen.ts';

const url = process.env.TEST_DATABASE_URL;

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
      await until('the notification', () => events.includes('notified'));

      await admin.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE application_name = $1', [channel]);
      await until('the lost connection', () => events.includes('lost'));
      await until('listening again', () => events.lastIndexOf('listening') > events.indexOf('lost'));

      const heard = events.length;
      await admin.query('SELECT pg_notify($1, NULL)', [channel]);
      await until('a notification after reconnecting', () => events.length > heard);
      expect(events.slice(heard)).toEqual(['notified']);
    } finally {
      await admin.end();
      await listening.stop();
    }
  });
});
