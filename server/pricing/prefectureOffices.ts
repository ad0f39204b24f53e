import type { PrefectureCode } from './types.ts';

/** Where a prefectural government office stands; distances between prefectures are measured between them. */
export interface PrefectureOffice {
  code: PrefectureCode;
  name: string;
  latitude: number;
  longitude: number;
}

/** The 47 prefectural offices in code order ('01' Hokkaido .. '47' Okinawa), WGS84 degrees. */
export const PREFECTURE_OFFICES: readonly PrefectureOffice[] = [
  { code: '01', name: '北海道', latitude: 43.0642, longitude: 141.3469 },
  { code: '02', name: '青森県', latitude: 40.8244, longitude: 140.74 },
  { code: '03', name: '岩手県', latitude: 39.7036, longitude: 141.1527 },
  { code: '04', name: '宮城県', latitude: 38.2688, longitude: 140.8721 },
  { code: '05', name: '秋田県', latitude: 39.7186, longitude: 140.1024 },
  { code: '06', name: '山形県', latitude: 38.2404, longitude: 140.3633 },
  { code: '07', name: '福島県', latitude: 37.7503, longitude: 140.4676 },
  { code: '08', name: '茨城県', latitude: 36.3418, longitude: 140.4468 },
  { code: '09', name: '栃木県', latitude: 36.5658, longitude: 139.8836 },
  { code: '10', name: '群馬県', latitude: 36.3911, longitude: 139.0608 },
  { code: '11', name: '埼玉県', latitude: 35.8569, longitude: 139.6489 },
  { code: '12', name: '千葉県', latitude: 35.6047, longitude: 140.1233 },
  { code: '13', name: '東京都', latitude: 35.6895, longitude: 139.6917 },
  { code: '14', name: '神奈川県', latitude: 35.4478, longitude: 139.6425 },
  { code: '15', name: '新潟県', latitude: 37.9026, longitude: 139.0236 },
  { code: '16', name: '富山県', latitude: 36.6953, longitude: 137.2113 },
  { code: '17', name: '石川県', latitude: 36.5944, longitude: 136.6256 },
  { code: '18', name: '福井県', latitude: 36.0652, longitude: 136.2216 },
  { code: '19', name: '山梨県', latitude: 35.6642, longitude: 138.5684 },
  { code: '20', name: '長野県', latitude: 36.6513, longitude: 138.181 },
  { code: '21', name: '岐阜県', latitude: 35.3912, longitude: 136.7223 },
  { code: '22', name: '静岡県', latitude: 34.9769, longitude: 138.3831 },
  { code: '23', name: '愛知県', latitude: 35.1802, longitude: 136.9066 },
  { code: '24', name: '三重県', latitude: 34.7303, longitude: 136.5086 },
  { code: '25', name: '滋賀県', latitude: 35.0045, longitude: 135.8686 },
  { code: '26', name: '京都府', latitude: 35.0214, longitude: 135.7556 },
  { code: '27', name: '大阪府', latitude: 34.6863, longitude: 135.52 },
  { code: '28', name: '兵庫県', latitude: 34.6913, longitude: 135.183 },
  { code: '29', name: '奈良県', latitude: 34.6853, longitude: 135.8327 },
  { code: '30', name: '和歌山県', latitude: 34.226, longitude: 135.1675 },
  { code: '31', name: '鳥取県', latitude: 35.5036, longitude: 134.2383 },
  { code: '32', name: '島根県', latitude: 35.4723, longitude: 133.0505 },
  { code: '33', name: '岡山県', latitude: 34.6618, longitude: 133.9344 },
  { code: '34', name: '広島県', latitude: 34.3966, longitude: 132.4596 },
  { code: '35', name: '山口県', latitude: 34.1859, longitude: 131.4714 },
  { code: '36', name: '徳島県', latitude: 34.0658, longitude: 134.5593 },
  { code: '37', name: '香川県', latitude: 34.3401, longitude: 134.0434 },
  { code: '38', name: '愛媛県', latitude: 33.8416, longitude: 132.7657 },
  { code: '39', name: '高知県', latitude: 33.5597, longitude: 133.5311 },
  { code: '40', name: '福岡県', latitude: 33.6064, longitude: 130.4183 },
  { code: '41', name: '佐賀県', latitude: 33.2494, longitude: 130.2988 },
  { code: '42', name: '長崎県', latitude: 32.7448, longitude: 129.8737 },
  { code: '43', name: '熊本県', latitude: 32.7898, longitude: 130.7417 },
  { code: '44', name: '大分県', latitude: 33.2382, longitude: 131.6126 },
  { code: '45', name: '宮崎県', latitude: 31.9111, longitude: 131.4239 },
  { code: '46', name: '鹿児島県', latitude: 31.5602, longitude: 130.5581 },
  { code: '47', name: '沖縄県', latitude: 26.2124, longitude: 127.6809 },
];

/** All prefecture codes, '01'..'47'. */
export const PREFECTURE_CODES: readonly PrefectureCode[] = PREFECTURE_OFFICES.map((office) => office.code);

/** Prefectures sharing a land border (bridges and tunnels across straits not counted). */
const LAND_NEIGHBOURS: Readonly<Record<PrefectureCode, readonly PrefectureCode[]>> = {
  '01': [],
  '02': ['03', '05'],
  '03': ['02', '04', '05'],
  '04': ['03', '05', '06', '07'],
  '05': ['02', '03', '04', '06'],
  '06': ['04', '05', '07', '15'],
  '07': ['04', '06', '08', '09', '10', '15'],
  '08': ['07', '09', '11', '12'],
  '09': ['07', '08', '10', '11'],
  '10': ['07', '09', '11', '15', '20'],
  '11': ['08', '09', '10', '12', '13', '19', '20'],
  '12': ['08', '11', '13'],
  '13': ['11', '12', '14', '19'],
  '14': ['13', '19', '22'],
  '15': ['06', '07', '10', '16', '20'],
  '16': ['15', '17', '20', '21'],
  '17': ['16', '18', '21'],
  '18': ['17', '21', '25', '26'],
  '19': ['11', '13', '14', '20', '22'],
  '20': ['10', '11', '15', '16', '19', '21', '22', '23'],
  '21': ['16', '17', '18', '20', '23', '24', '25'],
  '22': ['14', '19', '20', '23'],
  '23': ['20', '21', '22', '24'],
  '24': ['21', '23', '25', '26', '29', '30'],
  '25': ['18', '21', '24', '26'],
  '26': ['18', '24', '25', '27', '28', '29'],
  '27': ['26', '28', '29', '30'],
  '28': ['26', '27', '31', '33'],
  '29': ['24', '26', '27', '30'],
  '30': ['24', '27', '29'],
  '31': ['28', '32', '33', '34'],
  '32': ['31', '34', '35'],
  '33': ['28', '31', '34'],
  '34': ['31', '32', '33', '35'],
  '35': ['32', '34'],
  '36': ['37', '38', '39'],
  '37': ['36', '38'],
  '38': ['36', '37', '39'],
  '39': ['36', '38'],
  '40': ['41', '43', '44'],
  '41': ['40', '42'],
  '42': ['41'],
  '43': ['40', '44', '45', '46'],
  '44': ['40', '43', '45'],
  '45': ['43', '44', '46'],
  '46': ['43', '45'],
  '47': [],
};

/** The office of a prefecture; throws a RangeError for a code outside '01'..'47'. */
export function prefectureOffice(code: PrefectureCode): PrefectureOffice {
  const office = PREFECTURE_OFFICES[Number(code) - 1];
  if (office === undefined || office.code !== code) {
    throw new RangeError(`Unknown prefecture code: ${code}`);
  }
  return office;
}

/** Throws a RangeError unless the code is one of '01'..'47'. */
export function assertPrefectureCode(code: PrefectureCode): void {
  prefectureOffice(code);
}

/** Whether two prefectures share a land border. */
export function areNeighbours(a: PrefectureCode, b: PrefectureCode): boolean {
  return LAND_NEIGHBOURS[a]?.includes(b) ?? false;
}
