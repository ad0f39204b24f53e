/**
 * What counting every request costs (issue 39: at most 5 %): the health check and the month calendar
 * of one in-process app on the embedded database, with its metrics middleware and without, taking
 * turns in rounds so both meet the same moments of a shared machine; the median round is kept.
 */
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { buildApp } from '../../server/app.ts';
import { loadConfig } from '../../server/config.ts';
import { openDatabase } from '../../server/db/open.ts';
import { createLogger } from '../../server/logger.ts';
import { createServices } from '../../server/services.ts';
import { loadHealth, loadReads, type BenchTarget } from './api-load.ts';
import type { LoadFigures } from './load.ts';

const ROUNDS = 3;

export interface MetricsOverhead {
  call: 'health' | 'month';
  without: LoadFigures;
  with: LoadFigures;
  /** How much fewer requests per second with the metrics, in percent (negative: more). */
  costPercent: number;
}

/** Two apps on one embedded database, one counting into its metrics, one not. */
async function startBoth(): Promise<{ without: BenchTarget; with: BenchTarget; close(): Promise<void> }> {
  const db = await openDatabase({ kind: 'pglite' });
  const secret = randomBytes(32).toString('base64url');
  const base = loadConfig({ SECRET: secret, LOG_LEVEL: 'silent', RATE_LIMIT_WRITES: '100000000', RATE_LIMIT_READS: '100000000' });
  const servers = await Promise.all([undefined, { host: '127.0.0.1', port: 0 }].map(async (metrics) => {
    const services = await createServices({ ...base, port: 0, metrics }, db, { logger: createLogger('silent'), now: () => new Date() });
    const server = createServer(buildApp(services).callback());
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    return { server, services, target: { baseUrl: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, secret } };
  }));
  return {
    without: servers[0]!.target,
    with: servers[1]!.target,
    async close() {
      for (const { server, services } of servers) {
        server.closeAllConnections();
        server.close();
        await services.rateLimiters.close();
      }
      await db.close();
    },
  };
}

export async function measureMetricsOverhead(): Promise<MetricsOverhead[]> {
  const both = await startBoth();
  try {
    const calls = {
      health: (target: BenchTarget) => loadHealth(target),
      month: async (target: BenchTarget) => (await loadReads(target)).month,
    };
    const results: MetricsOverhead[] = [];
    for (const [call, run] of Object.entries(calls) as [MetricsOverhead['call'], (target: BenchTarget) => Promise<LoadFigures>][]) {
      const rounds: MetricsOverhead[] = [];
      for (let round = 0; round < ROUNDS; round++) {
        const without = await run(both.without);
        const counted = await run(both.with);
        rounds.push({ call, without, with: counted, costPercent: Math.round((1 - counted.rps / without.rps) * 1000) / 10 });
      }
      results.push(rounds.sort((a, b) => a.costPercent - b.costPercent)[Math.floor(ROUNDS / 2)]!);
    }
    return results;
  } finally {
    await both.close();
  }
}
