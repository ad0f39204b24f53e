/**
 * The bench's load generator and what it reads from each answer: autocannon from a worker thread
 * (the server under test keeps this process's main thread, or runs in processes of its own), and
 * the bytes an answer puts on the wire.
 */
import { request } from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import autocannon from 'autocannon';

export const CONNECTIONS = 20;
export const DURATION_S = Number(process.env.BENCH_SECONDS || 10);

export interface LoadFigures {
  rps: number;
  p50: number;
  p99: number;
  total: number;
  non2xx: number;
  /** Busy time of this process's main thread per request (the in-process server's; 0 when the server runs elsewhere). */
  mainMsPerRequest: number;
  /** The one-minute load average when the run ended: the machine is shared, so figures are noisy. */
  load: number;
}

/** Load on one call for DURATION_S seconds with CONNECTIONS connections. */
export async function load(options: autocannon.Options): Promise<LoadFigures> {
  const before = performance.eventLoopUtilization();
  const result = await autocannon({ connections: CONNECTIONS, duration: DURATION_S, workers: options.requests ? undefined : 1, ...options });
  const busy = performance.eventLoopUtilization(before);
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    total: result.requests.total,
    non2xx: result.non2xx,
    mainMsPerRequest: Math.round((busy.active / Math.max(1, result.requests.total)) * 1000) / 1000,
    load: Math.round(loadavg()[0]! * 10) / 10,
  };
}

export interface WireAnswer {
  status: number;
  encoding: string | null;
  bytes: number;
}

/** Sends one request and counts the bytes of the answer's body as sent (not decompressed). */
export function wireAnswer(url: string, init: { method?: string; headers?: Record<string, string>; body?: string } = {}): Promise<WireAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = request(url, { method: init.method ?? 'GET', headers: init.headers }, (response) => {
      let bytes = 0;
      response.on('data', (chunk: Buffer) => (bytes += chunk.length));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, encoding: response.headers['content-encoding'] ?? null, bytes }));
      response.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });
}

export const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
