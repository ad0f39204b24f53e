import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import Koa from 'koa';
import { describe, expect, it } from 'vitest';
import { createLogger, type LogLevel } from '../logger.ts';
import { requestLog } from './request-log.ts';

async function requestThrough(level: LogLevel, path: string) {
  const lines: Record<string, unknown>[] = [];
  const logger = createLogger(level, { write: (line: string) => void lines.push(JSON.parse(line) as Record<string, unknown>) });
  const middleware = requestLog({ logger });
  const app = new Koa();
  app.use(middleware);
  app.use((ctx) => {
    ctx.status = 201;
    ctx.body = 'ok';
  });
  const server = createServer(app.callback()).listen(0, '127.0.0.1');
  await once(server, 'listening');
  try {
    await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}${path}`).then((response) => response.text());
  } finally {
    server.close();
  }
  return { lines, middleware };
}

describe('requestLog', () => {
  it('logs method, path, status and duration, never the query string', async () => {
    const { lines } = await requestThrough('info', '/api/email/?email=taro@example.com');
    expect(lines).toEqual([{ level: 'info', time: expect.any(String), msg: 'request', method: 'GET', path: '/api/email/', status: 201, ms: expect.any(Number) }]);
  });

  it('is a bare pass-through when the level leaves request lines out', async () => {
    const quiet = await requestThrough('warn', '/');
    const silent = await requestThrough('silent', '/');
    expect(quiet.lines).toEqual([]);
    expect(quiet.middleware).toBe(silent.middleware);
  });
});
