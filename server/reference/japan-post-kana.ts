import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import type { JapanPostTownRow } from './town-kana.ts';

/*
 * The worker's code, plain CommonJS so that it runs the same under tsx, vitest and the bundled
 * server (a worker file of our own would need its own build step). It answers, for each postal
 * code, [city code, town, town kana] of its Japan Post row, or null for a business's own code or
 * an unknown one.
 */
const WORKER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const { getAddress } = require(workerData.yubin);
parentPort.postMessage(workerData.postalCodes.map((code) => {
  const row = getAddress(code);
  return row !== null && row.source === 'ken_all' ? [row.jisCode, row.town, row.townKana] : null;
}));
`;

type WorkerRow = readonly [cityCode: string, town: string, townKana: string] | null;

function isWorkerAnswer(value: unknown, length: number): value is WorkerRow[] {
  return (
    Array.isArray(value) &&
    value.length === length &&
    value.every((row: unknown) => row === null || (Array.isArray(row) && row.length === 3 && row.every((cell: unknown) => typeof cell === 'string')))
  );
}

/**
 * Japan Post's town rows (KEN_ALL, with the town's reading) of the given postal codes, from the npm
 * package `yubin`, by postal code. yubin decodes its data (9 MB of compressed CSV inside its module)
 * chunk by chunk and keeps every chunk it decoded for the life of the process, about 80 MB for all
 * codes, and reading them all takes about a second. It is read in a worker thread, so that the
 * memory goes when the worker ends and the server keeps answering meanwhile.
 */
export async function readJapanPostTownRows(postalCodes: readonly string[]): Promise<Map<string, JapanPostTownRow>> {
  const yubin = createRequire(import.meta.url).resolve('yubin');
  const worker = new Worker(WORKER_SOURCE, { eval: true, workerData: { yubin, postalCodes } });
  const answer = await new Promise<unknown>((resolve, reject) => {
    worker.once('message', resolve);
    worker.once('error', reject);
    worker.once('exit', (code) => reject(new Error(`yubin: the worker stopped (exit code ${code}) before answering`)));
  });
  if (!isWorkerAnswer(answer, postalCodes.length)) throw new Error('yubin: the worker answered rows of an unexpected shape');
  const rows = new Map<string, JapanPostTownRow>();
  answer.forEach((row, index) => {
    if (row !== null) rows.set(postalCodes[index] as string, { cityCode: row[0], town: row[1], townKana: row[2] });
  });
  return rows;
}
