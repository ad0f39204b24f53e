/**
 * Prints what the reference data costs: index build time and memory, and the time of each
 * lookup the endpoints make. Run with `npx tsx scripts/measure-reference-data.ts`.
 */
import { groupedCitiesOnce } from '../server/reference/grouped-cities.ts';
import { upcomingHolidays } from '../server/reference/holidays.ts';
import { AddressIndex } from '../server/reference/address-index.ts';
import { checkEmail } from '../server/reference/email-check.ts';
import { loadJapanPostMaster } from '../server/reference/japan-post-master.ts';
import { LocationIndex } from '../server/reference/location-index.ts';
import { lookupPostalCode } from '../server/reference/postal-lookup.ts';

const ITERATIONS = 2000;
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

function timed<T>(label: string, build: () => T): T {
  const start = performance.now();
  const value = build();
  console.log(`${label.padEnd(34)} ${(performance.now() - start).toFixed(0).padStart(6)} ms`);
  return value;
}

/**
 * CPU time per call (immune to other processes taking the cores) and the median and 99th
 * percentile of wall time per call, over several inputs after a warm-up pass.
 */
function perCall(label: string, inputs: readonly string[], call: (input: string) => unknown): void {
  for (const input of inputs) call(input);
  const samples: number[] = [];
  const cpuBefore = process.cpuUsage();
  for (let i = 0; i < ITERATIONS; i += 1) {
    const input = inputs[i % inputs.length] as string;
    const start = performance.now();
    call(input);
    samples.push(performance.now() - start);
  }
  const cpu = process.cpuUsage(cpuBefore);
  samples.sort((a, b) => a - b);
  const micros = (ms: number) => (ms * 1000).toFixed(1).padStart(7);
  const cpuPerCall = (cpu.user + cpu.system) / ITERATIONS;
  const at = (quantile: number) => samples[Math.floor(samples.length * quantile)] ?? 0;
  console.log(`${label.padEnd(34)} cpu ${cpuPerCall.toFixed(1).padStart(7)} µs   wall p50 ${micros(at(0.5))} µs   p99 ${micros(at(0.99))} µs`);
}

globalThis.gc?.();
const heapBefore = process.memoryUsage().heapUsed;
const rssBefore = process.memoryUsage().rss;
const master = timed('read Japan Post master JSON', loadJapanPostMaster);
const addresses = timed('build address index', () => new AddressIndex(master));
const locations = timed('build location index', () => new LocationIndex(addresses));
globalThis.gc?.();
const { heapUsed, rss } = process.memoryUsage();
console.log(`heap held by the indexes           ${megabytes(heapUsed - heapBefore)} (RSS +${megabytes(rss - rssBefore)}, ${locations.size} searchable places)`);
console.log('');

perCall('postal, 7 digits', ['1000013', '4520961', '4980000', '0600001', '9000006'], (code) => lookupPostalCode(addresses, code));
perCall('postal, 6 digits (suggest)', ['100001', '452096', '871000', '530000'], (code) => lookupPostalCode(addresses, code));
perCall('grouped cities', ['01', '13', '14', '27', '47'], (code) => groupedCitiesOnce(addresses, code));
perCall('districts of a city', ['13101', '14104', '01101', '23233'], (code) => addresses.districtsOf(code));
perCall('location, kanji', ['千代田区霞が関', '横浜市中区', '六本木', '梅田', '中央'], (query) => locations.search(query));
perCall('location, kana', ['よこはまし', 'シブヤク', 'ｻｯﾎﾟﾛ', 'みなとく'], (query) => locations.search(query));
perCall('location, postal digits', ['1000013', '100-001', '４５２'], (query) => locations.search(query));
perCall('location, one character', ['札', '港'], (query) => locations.search(query));
perCall('e-mail typo check', ['taro@gmial.com', 'hanako@example.co.jp'], (email) => checkEmail(email));
perCall('holidays', ['2026-11-22T00:00:00Z'], (instant) => upcomingHolidays(new Date(instant)));
