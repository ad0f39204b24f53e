import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import type { Database } from '../../server/db/database.ts';
import { createLogger } from '../../server/logger.ts';
import { registerDatabaseFigures } from '../../server/metrics/database-figures.ts';
import { Metrics, collectProcessMetrics } from '../../server/metrics/metrics.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** promtool as scripts/ensure-promtool.sh provides it. */
function promtool(): string {
  const cached = resolve(ROOT, 'node_modules/.cache/promtool/promtool');
  return process.env.PROMTOOL_PATH || (existsSync(cached) ? cached : 'promtool');
}

const run = (args: string[]) =>
  promisify(execFile)(promtool(), args, { cwd: ROOT }).then(
    ({ stdout }) => ({ code: 0, output: stdout }),
    (error: { code: number; stdout: string; stderr: string }) => ({ code: error.code, output: error.stdout + error.stderr }),
  );

describe('the alerting rules we stand behind (docs/alerts.yml)', () => {
  it('are valid Prometheus rules', async () => {
    const { code, output } = await run(['check', 'rules', 'docs/alerts.yml']);
    expect(output).toContain('SUCCESS: 7 rules found');
    expect(code).toBe(0);
  });

  it('fire when they should and stay quiet when they should not (tests/alerts/alerts.test.yml)', async () => {
    const { code, output } = await run(['test', 'rules', 'tests/alerts/alerts.test.yml']);
    expect(output).toContain('SUCCESS');
    expect(code, output).toBe(0);
  });

  it('name only metrics the service exports', async () => {
    const metrics = new Metrics();
    const noDatabase = () => Promise.reject(new Error('no database here'));
    const db: Database = { kind: 'pglite', query: noDatabase, exec: noDatabase, transaction: noDatabase, listen: noDatabase, close: async () => undefined };
    registerDatabaseFigures(metrics, { db, now: () => new Date(), logger: createLogger('silent') });
    collectProcessMetrics(metrics);
    const exported = new Set(metrics.registry.getMetricsAsArray().map((metric) => metric.name));
    const rules = await readFile(resolve(ROOT, 'docs/alerts.yml'), 'utf8');
    const named = new Set([...rules.matchAll(/\b(hikkoshi_[a-z_]+?)(?:_bucket|_count|_sum)?\b(?=[{[)\s])/g)].map((match) => match[1]!));
    expect([...named].filter((name) => !exported.has(name))).toEqual([]);
    expect(named.size).toBeGreaterThan(5);
  });
});
