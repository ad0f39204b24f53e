import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiErrorBody } from '../../domain/api/errors.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

interface PostalResult {
  postalCode: string;
  prefectureCode: string;
  cityCode: string;
  districtCode: string;
  districtName: string;
  address: string;
}
interface Results<T> {
  results: T[];
}

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer();
});
afterAll(async () => {
  await server?.close();
});

const postal = (zipCode: unknown) => server.post<Results<PostalResult>>('/api/postal/', { zipCode });

describe('POST /api/postal/', () => {
  it('answers the address of a 7-digit code in any accepted spelling', async () => {
    for (const zipCode of ['1000013', '100-0013', '１００－００１３', '１００００１３', '１００ー００１３']) {
      const response = await postal(zipCode);
      expect(response.status).toBe(200);
      expect(response.body.results).toEqual([
        expect.objectContaining({ postalCode: '1000013', prefectureCode: '13', cityCode: '13101', districtName: '霞が関', address: '東京都千代田区霞が関' }),
      ]);
    }
  });

  it('answers addresses in several prefectures', async () => {
    expect((await postal('060-0001')).body.results[0]).toMatchObject({ prefectureCode: '01', cityCode: '01101', address: '北海道札幌市中央区北一条西' });
    expect((await postal('530-0001')).body.results[0]).toMatchObject({ prefectureCode: '27', cityCode: '27127', districtName: '梅田' });
    expect((await postal('900-0006')).body.results[0]).toMatchObject({ prefectureCode: '47', cityCode: '47201', districtName: 'おもろまち' });
  });

  it('answers every town of a code with several towns', async () => {
    const { body } = await postal('4520961');
    expect(body.results.length).toBeGreaterThan(50);
    expect(body.results.every((result) => result.cityCode === '23233' && result.districtCode !== '')).toBe(true);
  });

  it('answers both prefectures of a code shared across a border', async () => {
    expect((await postal('498-0000')).body.results.map((result) => result.address)).toEqual(['愛知県弥富市', '三重県桑名郡木曽岬町']);
    expect((await postal('871-0000')).body.results.map((result) => result.prefectureCode)).toEqual(['40', '44']);
  });

  it('suggests the codes starting with 6 digits', async () => {
    const { status, body } = await postal('100001');
    expect(status).toBe(200);
    expect(body.results.map((result) => result.postalCode)).toEqual(['1000011', '1000012', '1000013', '1000014']);
  });

  it('answers an empty list for an unknown code', async () => {
    expect(await postal('0000000')).toMatchObject({ status: 200, body: { results: [] } });
  });

  it('refuses what is not 6 or 7 digits with a 400 error body', async () => {
    for (const zipCode of ['12345', '12345678', '100-00l3', 'abcdefg', '', 1000013, null]) {
      const response = await server.post<ApiErrorBody>('/api/postal/', { zipCode });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ field: 'zipCode' });
    }
    expect((await server.post<ApiErrorBody>('/api/postal/', {})).body.errors[0]).toMatchObject({ message: '郵便番号を入力してください。', field: 'zipCode' });
  });
});

describe('GET /api/grouped-cities/{prefectureCode}/', () => {
  it('answers the wards under their designated city, then the rest by gojūon row', async () => {
    const { status, body } = await server.get<Results<{ label: string; data: { cityCode: string; cityName: string }[] }>>('/api/grouped-cities/14/');
    expect(status).toBe(200);
    expect(body.results.map((group) => group.label)).toEqual(['横浜市', '川崎市', '相模原市', 'あ行', 'か行', 'さ行', 'た行', 'な行', 'は行', 'ま行', 'や行']);
    expect(body.results[0]?.data[0]).toEqual({ cityCode: '14101', cityName: '横浜市鶴見区' });
  });

  it('refuses a code that is not a prefecture', async () => {
    for (const code of ['48', '00', '1', 'ab']) {
      const response = await server.get<ApiErrorBody>(`/api/grouped-cities/${code}/`);
      expect(response.status).toBe(400);
      expect(response.body.errors[0]).toMatchObject({ message: '都道府県を選択してください。', field: 'prefectureCode' });
    }
  });
});

describe('GET /api/districts/{prefectureCode}/{cityCode}/', () => {
  it('answers the towns of a city with stable codes and their postal codes', async () => {
    const { status, body } = await server.get<Results<{ districtCode: string; districtName: string; postalCode: string }>>('/api/districts/13/13101/');
    expect(status).toBe(200);
    const kasumigaseki = body.results.find((district) => district.districtName === '霞が関');
    expect(kasumigaseki).toEqual({ districtCode: '1310147241168', districtName: '霞が関', postalCode: '1000013' });
    expect((await postal('1000013')).body.results[0]?.districtCode).toBe(kasumigaseki?.districtCode);
  });

  it('answers 404 for a city outside the prefecture or unknown', async () => {
    expect((await server.get<ApiErrorBody>('/api/districts/14/13101/')).status).toBe(404);
    expect((await server.get<ApiErrorBody>('/api/districts/13/13999/')).status).toBe(404);
  });

  it('refuses malformed codes', async () => {
    expect((await server.get<ApiErrorBody>('/api/districts/13/1310/')).body.errors[0]).toMatchObject({ message: '市区町村を選択してください。', field: 'cityCode' });
    expect((await server.get<ApiErrorBody>('/api/districts/99/13101/')).status).toBe(400);
  });
});

describe('POST /api/location/', () => {
  interface LocationResult {
    address: string;
    addressCode: string;
    districtCode: string;
    cityCode: string;
    prefectureCode: string;
    label: string;
    value: string;
  }
  const search = (keyword: unknown) => server.post<Results<LocationResult>>('/api/location/', { keyword });

  it('finds towns by kanji and cities by kana, best first', async () => {
    const town = await search('千代田区霞が関');
    expect(town.status).toBe(200);
    expect(town.body.results[0]).toMatchObject({ address: '東京都千代田区霞が関', cityCode: '13101', prefectureCode: '13', label: '〒100-0013 東京都千代田区霞が関' });
    expect((await search('ｼﾌﾞﾔｸ')).body.results.map((result) => result.address)).toEqual(['東京都渋谷区']);
    expect((await search('よこはまし')).body.results[0]?.address).toMatch(/^神奈川県横浜市/);
  });

  it('answers at most 20 results, and none for unknown text', async () => {
    expect((await search('中央')).body.results).toHaveLength(20);
    expect((await search('該当しない文字列')).body.results).toEqual([]);
  });

  it('refuses a missing, blank or overlong keyword', async () => {
    for (const keyword of [undefined, '  ', 'あ'.repeat(51), 42]) {
      const response = await server.post<ApiErrorBody>('/api/location/', keyword === undefined ? {} : { keyword });
      expect(response.status).toBe(400);
      expect(response.body.errors[0]?.field).toBe('keyword');
    }
  });
});
