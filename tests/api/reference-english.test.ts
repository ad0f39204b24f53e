import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CityGroup, District, LocationResult, PostalResult } from '../../domain/api/lookups.ts';
import { startTestServer, type TestResponse, type TestServer } from '../support/server.ts';

interface Results<T> {
  results: T[];
}

const ENGLISH = { 'accept-language': 'en-US,en;q=0.9,ja;q=0.5' };
/** Requests that must be answered in Japanese: Japanese asked for, no header, and Japanese weighed above English. */
const JAPANESE: readonly Record<string, string>[] = [{ 'accept-language': 'ja' }, {}, { 'accept-language': 'ja,en;q=0.8' }];

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const postal = (zipCode: string, headers: Record<string, string>) => server.post<Results<PostalResult> & { message: string | null }>('/api/postal/', { zipCode }, headers);
const location = (keyword: string, headers: Record<string, string>) => server.post<Results<LocationResult>>('/api/location/', { keyword }, headers);
const districts = (path: string, headers: Record<string, string>) => server.get<Results<District>>(`/api/districts/${path}/`, headers);
const cityGroups = (prefectureCode: string, headers: Record<string, string>) => server.get<Results<CityGroup>>(`/api/grouped-cities/${prefectureCode}/`, headers);

/** The answer with every name taken out: what must not change with the language. */
function codesOf<T extends object>(response: TestResponse<Results<T>>, names: readonly string[]): unknown[] {
  return response.body.results.map((result) => Object.fromEntries(Object.entries(result).filter(([key]) => !names.includes(key))));
}

function expectVaryByLanguage(response: TestResponse<unknown>): void {
  expect(response.headers.get('vary')?.toLowerCase()).toContain('accept-language');
}

describe('POST /api/postal/ in English', () => {
  it('answers the address in romaji, smallest part first, with the same codes', async () => {
    const english = await postal('1600023', ENGLISH);
    expect(english.status).toBe(200);
    expectVaryByLanguage(english);
    expect(english.body).toEqual({
      results: [{ postalCode: '1600023', prefectureCode: '13', cityCode: '13104', districtCode: expect.any(String), districtName: 'Nishishinjuku', address: 'Nishishinjuku, Shinjuku-ku, Tokyo' }],
      message: null,
    });
    for (const headers of JAPANESE) {
      const japanese = await postal('1600023', headers);
      expectVaryByLanguage(japanese);
      expect(japanese.body.results).toEqual([expect.objectContaining({ districtName: '西新宿', address: '東京都新宿区西新宿' })]);
      expect(codesOf(japanese, ['districtName', 'address'])).toEqual(codesOf(english, ['districtName', 'address']));
    }
  });

  it('writes designated-city wards, county towns and numbered streets as English does', async () => {
    const addressOf = async (zipCode: string) => (await postal(zipCode, ENGLISH)).body.results.map((result) => result.address);
    expect(await addressOf('5300001')).toEqual(['Umeda, Kita-ku, Osaka-shi, Osaka']);
    expect(await addressOf('0600001')).toEqual(['Kita 1-jo Nishi, Chuo-ku, Sapporo-shi, Hokkaido']);
    expect(await addressOf('2310023')).toEqual(['Yamashita-cho, Naka-ku, Yokohama-shi, Kanagawa']);
    expect(await addressOf('9040401')).toEqual(['Nakama, Onna-son, Kunigami-gun, Okinawa']);
    expect(await addressOf('4980000')).toEqual(['Yatomi-shi, Aichi', 'Kisosaki-cho, Kuwana-gun, Mie']);
  });

  it('keeps the Japanese name of a town Japan Post\'s readings miss, and the error codes', async () => {
    const { body } = await postal('0288401', ENGLISH);
    expect(body.message).toBe('ZIP_CODE_DUPPLICATE_ERROR');
    expect(body.results.map((result) => result.address)).toContain('大森, Tanohata-mura, Shimohei-gun, Iwate');
    expect(body.results.every((result) => result.address.endsWith(', Tanohata-mura, Shimohei-gun, Iwate'))).toBe(true);
  });

  it('answers the suggest list of 6 digits in English too', async () => {
    const english = await postal('100001', ENGLISH);
    expect(english.body.results.map((result) => result.address)).toEqual([
      'Uchisaiwai-cho, Chiyoda-ku, Tokyo',
      'Hibiyakoen, Chiyoda-ku, Tokyo',
      'Kasumigaseki, Chiyoda-ku, Tokyo',
      'Nagata-cho, Chiyoda-ku, Tokyo',
    ]);
    expect(codesOf(english, ['districtName', 'address'])).toEqual(codesOf(await postal('100001', {}), ['districtName', 'address']));
  });
});

describe('GET /api/districts/{prefectureCode}/{cityCode}/ in English', () => {
  it('names the towns in romaji with the same codes and postal codes', async () => {
    const english = await districts('13/13101', ENGLISH);
    expect(english.status).toBe(200);
    expectVaryByLanguage(english);
    expect(english.body.results).toContainEqual({ districtCode: '1310147241168', districtName: 'Kasumigaseki', postalCode: '1000013' });
    for (const headers of JAPANESE) {
      const japanese = await districts('13/13101', headers);
      expect(japanese.body.results).toContainEqual({ districtCode: '1310147241168', districtName: '霞が関', postalCode: '1000013' });
      expect(codesOf(japanese, ['districtName'])).toEqual(codesOf(english, ['districtName']));
    }
  });

  it('still answers 404 for a city outside the prefecture', async () => {
    expect((await districts('14/13101', ENGLISH)).status).toBe(404);
  });
});

describe('GET /api/grouped-cities/{prefectureCode}/ in English', () => {
  it('groups and names the cities in English, with the same city codes', async () => {
    const english = await cityGroups('14', ENGLISH);
    expect(english.status).toBe(200);
    expectVaryByLanguage(english);
    expect(english.body.results.map((group) => group.label)).toEqual(['Wards of Yokohama', 'Wards of Kawasaki', 'Wards of Sagamihara', 'A–E', 'F–J', 'K', 'L–N', 'O–S', 'T–Z']);
    expect(english.body.results[0]?.data[0]).toEqual({ cityCode: '14117', cityName: 'Yokohama-shi Aoba-ku' });
    const englishCodes = english.body.results.flatMap((group) => group.data.map((city) => city.cityCode)).sort();
    for (const headers of JAPANESE) {
      const japanese = await cityGroups('14', headers);
      expectVaryByLanguage(japanese);
      expect(japanese.body.results[0]).toMatchObject({ label: '横浜市' });
      expect(japanese.body.results.flatMap((group) => group.data.map((city) => city.cityCode)).sort()).toEqual(englishCodes);
    }
  });

  it('keeps the two languages apart when both are asked for the same prefecture', async () => {
    const [japanese, english, again] = [await cityGroups('13', {}), await cityGroups('13', ENGLISH), await cityGroups('13', { 'accept-language': 'ja' })];
    expect([japanese.body.results[0]?.label, english.body.results[0]?.label, again.body.results[0]?.label]).toEqual(['東京23区', 'Tokyo 23 wards', '東京23区']);
  });
});

describe('POST /api/location/ in English', () => {
  it('labels the places in English with the town\'s postal code after the address, and the same codes', async () => {
    const english = await location('千代田区霞が関', ENGLISH);
    expect(english.status).toBe(200);
    expectVaryByLanguage(english);
    expect(english.body.results[0]).toMatchObject({ address: 'Kasumigaseki, Chiyoda-ku, Tokyo', label: 'Kasumigaseki, Chiyoda-ku, Tokyo 100-0013', cityCode: '13101', prefectureCode: '13' });
    expect((await location('ｼﾌﾞﾔｸ', ENGLISH)).body.results.map((result) => result.label)).toEqual(['Shibuya-ku, Tokyo']);
    for (const headers of JAPANESE) {
      const japanese = await location('千代田区霞が関', headers);
      expect(japanese.body.results[0]).toMatchObject({ address: '東京都千代田区霞が関', label: '〒100-0013 東京都千代田区霞が関' });
      expect(codesOf(japanese, ['address', 'label'])).toEqual(codesOf(english, ['address', 'label']));
    }
  });
});
