/**
 * Prints what the reference data costs: index build time and memory, the English names' build
 * time, memory and coverage, and the time of each lookup the endpoints make. Run with
 * `npx tsx --expose-gc scripts/measure-reference-data.ts` (without the flag the memory figures
 * include garbage not yet collected).
 */
import { performance } from 'node:perf_hooks';
import { translatorFor } from '../domain/i18n/translators.ts';
import { upcomingHolidays } from '../server/reference/holidays.ts';
import { AddressIndex } from '../server/reference/address-index.ts';
import { checkEmail } from '../server/reference/email-check.ts';
import { districtInEnglish, locationResultInEnglish, postalResultInEnglish } from '../server/reference/english-answers.ts';
import { EnglishNames } from '../server/reference/english-names.ts';
import { groupedCities } from '../server/reference/grouped-cities.ts';
import { groupedCitiesInEnglish } from '../server/reference/grouped-cities-english.ts';
import { readJapanPostTownRows } from '../server/reference/japan-post-kana.ts';
import { loadJapanPostMaster } from '../server/reference/japan-post-master.ts';
import { LocationIndex } from '../server/reference/location-index.ts';
import { MunicipalityNames } from '../server/reference/municipality-names.ts';
import { lookupPostalCode } from '../server/reference/postal-lookup.ts';
import { joinTownKana } from '../server/reference/town-kana.ts';

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

/** The English names, step by step as ReferenceData builds them, with what they hold once every prefecture's towns are named. */
async function measureEnglishNames(): Promise<EnglishNames> {
  const municipalities = timed('English prefectures and cities', () => new MunicipalityNames(addresses));
  const districts = [...addresses.allDistricts()];
  const postalCodes = [...new Set(districts.map((district) => district.postalCode).filter((code) => code !== ''))];
  const loopBefore = performance.eventLoopUtilization();
  const start = performance.now();
  const rows = await readJapanPostTownRows(postalCodes);
  const loop = performance.eventLoopUtilization(loopBefore);
  console.log(`read yubin's rows in a worker      ${(performance.now() - start).toFixed(0).padStart(6)} ms (this thread busy ${loop.active.toFixed(0)} ms; ${rows.size} of ${postalCodes.length} codes)`);
  const townKana = timed('join town readings', () => joinTownKana(districts, rows));
  const names = new EnglishNames(addresses, municipalities, townKana);
  const perPrefecture = addresses.allPrefectures().map((prefecture) => {
    const first = districts.find((district) => district.prefectureCode === prefecture.code);
    const started = performance.now();
    names.town(first?.code ?? '');
    return { code: prefecture.code, ms: performance.now() - started };
  });
  const slowest = perPrefecture.reduce((a, b) => (b.ms > a.ms ? b : a));
  const total = perPrefecture.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`English towns, per prefecture      ${total.toFixed(0).padStart(6)} ms in all, at most ${slowest.ms.toFixed(0)} ms (${municipalities.prefecture(slowest.code)})`);
  const rate = (100 * townKana.size) / districts.length;
  console.log(`towns with a reading               ${townKana.size} of ${districts.length} (${rate.toFixed(2)} %); ${districts.length - townKana.size} keep their Japanese name`);
  return names;
}

/** Memory once the worker has exited and its answer is released (a collection right after the read still counts it). */
async function settledMemory(): Promise<NodeJS.MemoryUsage> {
  await new Promise((resolve) => setTimeout(resolve, 500));
  globalThis.gc?.();
  return process.memoryUsage();
}

const beforeNames = await settledMemory();
const english = await measureEnglishNames();
const afterNames = await settledMemory();
const heldByNames = megabytes(afterNames.heapUsed - beforeNames.heapUsed);
console.log(`heap held by the English names     ${heldByNames} (RSS +${megabytes(afterNames.rss - beforeNames.rss)}; yubin's data goes with its worker)`);
console.log('');

perCall('postal, 7 digits', ['1000013', '4520961', '4980000', '0600001', '9000006'], (code) => lookupPostalCode(addresses, code));
perCall('postal, 6 digits (suggest)', ['100001', '452096', '871000', '530000'], (code) => lookupPostalCode(addresses, code));
perCall('postal, 7 digits, in English', ['1000013', '4520961', '4980000', '0600001', '9000006'], (code) => lookupPostalCode(addresses, code).map((result) => postalResultInEnglish(english, result)));
perCall('grouped cities (the server keeps each)', ['01', '13', '14', '27', '47'], (code) => groupedCities(addresses, code));
perCall('grouped cities in English (kept too)', ['01', '13', '14', '27', '47'], (code) => groupedCitiesInEnglish(addresses, english.municipalities, code));
perCall('districts of a city', ['13101', '14104', '01101', '23233'], (code) => addresses.districtsOf(code));
perCall('districts of a city, in English', ['13101', '14104', '01101', '23233'], (code) =>
  addresses.districtsOf(code).map((district) => districtInEnglish(english, { districtCode: district.code, districtName: district.name, postalCode: district.postalCode })),
);
perCall('location, kanji', ['千代田区霞が関', '横浜市中区', '六本木', '梅田', '中央'], (query) => locations.search(query));
perCall('location, kana', ['よこはまし', 'シブヤク', 'ｻｯﾎﾟﾛ', 'みなとく'], (query) => locations.search(query));
perCall('location, postal digits', ['1000013', '100-001', '４５２'], (query) => locations.search(query));
perCall('location, kanji, in English', ['千代田区霞が関', '横浜市中区', '六本木', '梅田', '中央'], (query) => locations.search(query).map((result) => locationResultInEnglish(addresses)(english, result)));
perCall('location, one character', ['札', '港'], (query) => locations.search(query));
perCall('e-mail typo check', ['taro@gmial.com', 'hanako@example.co.jp'], (email) => checkEmail(email, translatorFor('ja')));
perCall('holidays', ['2026-11-22T00:00:00Z'], (instant) => upcomingHolidays(new Date(instant)));
