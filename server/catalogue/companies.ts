import { PREFECTURE_CODES, STANDARD_TARIFF } from '../pricing/index.ts';
import type { CompanyTariff } from '../pricing/index.ts';
import type { Company } from './types.ts';

type CompanyEntry = Omit<Company, 'logoPath' | 'tariff' | 'closedWeekdays' | 'acceptsAm'>
  & Partial<Pick<Company, 'closedWeekdays' | 'acceptsAm'>>
  & { tariff: Partial<CompanyTariff> };

/** URL path of a company logo generated into app/public/images/companies/. */
export function companyLogoPath(code: string): string {
  return `/images/companies/${code}.png`;
}

/** Fills what most companies share: the logo path, the standard tariff under the company's own factors, open every day, AM accepted. */
function defineCompany(entry: CompanyEntry): Company {
  return {
    closedWeekdays: [],
    acceptsAm: true,
    ...entry,
    logoPath: companyLogoPath(entry.code),
    tariff: { ...STANDARD_TARIFF, ...entry.tariff },
  };
}

const NATIONWIDE = PREFECTURE_CODES;

/** National chains: every prefecture, larger fleets. All names are invented. */
const NATIONAL_CHAINS: readonly CompanyEntry[] = [
  { code: 'K0001', name: 'ほしづき引越センター', reach: 'national', logo: { initials: 'HZ', color: '#1e5fb4' }, telephoneNumber: '0120-817-301', businessHours: '8:00〜21:00', order: 1, satisfactionRate: 4.52, prefectures: NATIONWIDE, dailyCapacity: 12, tariff: { baseMultiplier: 1.08, distanceMultiplier: 1.02, seasonSensitivity: 1.1, amSurchargeRate: 0.12 } },
  { code: 'K0002', name: 'こもれび引越便', reach: 'national', logo: { initials: 'KB', color: '#2e8b57' }, telephoneNumber: '0120-817-302', businessHours: '9:00〜20:00', order: 2, satisfactionRate: 4.41, prefectures: NATIONWIDE, dailyCapacity: 10, tariff: { baseMultiplier: 1.03, distanceMultiplier: 0.98 } },
  { code: 'K0003', name: 'あおばね引越サービス', reach: 'national', logo: { initials: 'AB', color: '#1f7a8c' }, telephoneNumber: '0120-817-303', businessHours: '8:00〜20:00', order: 4, satisfactionRate: 4.18, prefectures: NATIONWIDE, dailyCapacity: 11, tariff: { baseMultiplier: 0.97, distanceMultiplier: 1.04, weekendRate: 0.04 } },
  { code: 'K0004', name: 'つむぎ堂引越舎', reach: 'national', logo: { initials: 'TM', color: '#8e44ad' }, telephoneNumber: '0120-817-304', businessHours: '9:00〜19:00', order: 6, satisfactionRate: 4.05, prefectures: NATIONWIDE, dailyCapacity: 8, tariff: { baseMultiplier: 0.95, distanceMultiplier: 0.96, seasonSensitivity: 0.9, stairsPerFloor: 1_500 } },
  { code: 'K0005', name: 'ルミフォート引越センター', reach: 'national', logo: { initials: 'LF', color: '#d35400' }, telephoneNumber: '0120-817-305', businessHours: '8:00〜22:00', order: 3, satisfactionRate: 4.33, prefectures: NATIONWIDE, dailyCapacity: 12, tariff: { baseMultiplier: 1.1, distanceMultiplier: 1.06, seasonSensitivity: 1.15, amSurchargeRate: 0.14, stairsPerFloor: 2_500 } },
  { code: 'K0006', name: 'かざぐるま急便引越', reach: 'national', logo: { initials: 'KG', color: '#c0392b' }, telephoneNumber: '0120-817-306', businessHours: '9:00〜20:00', order: 9, satisfactionRate: 3.86, prefectures: NATIONWIDE, dailyCapacity: 9, tariff: { baseMultiplier: 0.92, distanceMultiplier: 0.95, weekendRate: 0.06, noParkingSurcharge: 7_000 } },
  { code: 'K0007', name: 'しらさぎ翼引越エクスプレス', reach: 'national', logo: { initials: 'SE', color: '#34495e' }, telephoneNumber: '0120-817-307', businessHours: '7:00〜20:00', order: 5, satisfactionRate: 4.12, prefectures: NATIONWIDE, dailyCapacity: 10, tariff: { baseMultiplier: 1.0, distanceMultiplier: 0.93, seasonSensitivity: 1.05 } },
  { code: 'K0008', name: 'みちしるべ引越社', reach: 'national', logo: { initials: 'MS', color: '#16a085' }, telephoneNumber: '0120-817-308', businessHours: '9:00〜18:00', order: 11, satisfactionRate: 3.74, prefectures: NATIONWIDE, dailyCapacity: 8, tariff: { baseMultiplier: 0.99, distanceMultiplier: 1.0, amSurchargeRate: 0.08, towerSurcharge: 10_000 } },
  { code: 'K0009', name: 'ほがらか丸引越センター', reach: 'national', logo: { initials: 'HM', color: '#e67e22' }, telephoneNumber: '0120-817-309', businessHours: '8:30〜20:00', order: 7, satisfactionRate: 4.26, prefectures: NATIONWIDE, dailyCapacity: 10, tariff: { baseMultiplier: 1.05, distanceMultiplier: 1.08, seasonSensitivity: 0.95 } },
  { code: 'K0010', name: 'くるみ台引越サービス', reach: 'national', logo: { initials: 'KD', color: '#6d4c41' }, telephoneNumber: '0120-817-310', businessHours: '9:00〜20:00', order: 13, satisfactionRate: 3.65, prefectures: NATIONWIDE, dailyCapacity: 8, tariff: { baseMultiplier: 0.96, distanceMultiplier: 1.03, weekendRate: 0.03, stairsPerFloor: 1_800 } },
  { code: 'K0011', name: 'ナナカマド引越便', reach: 'national', logo: { initials: 'NK', color: '#b03a2e' }, telephoneNumber: '0120-817-311', businessHours: '9:00〜21:00', order: 8, satisfactionRate: 4.02, prefectures: NATIONWIDE, dailyCapacity: 9, tariff: { baseMultiplier: 1.02, distanceMultiplier: 0.99, seasonSensitivity: 1.2, amSurchargeRate: 0.11 } },
  { code: 'K0012', name: 'そよ風ノ輪引越', reach: 'national', logo: { initials: 'SW', color: '#2874a6' }, telephoneNumber: '0120-817-312', businessHours: '8:00〜20:00', order: 10, satisfactionRate: 3.93, prefectures: NATIONWIDE, dailyCapacity: 9, tariff: { baseMultiplier: 0.98, distanceMultiplier: 1.01, seasonSensitivity: 0.85, towerSurcharge: 7_000 } },
];

/** Regional firms: a few prefectures each, two or three per region, small fleets. All names are invented. */
const REGIONAL_FIRMS: readonly CompanyEntry[] = [
  { code: 'K0013', name: '雪原ルピナス引越', reach: 'regional', logo: { initials: 'YR', color: '#5d6d7e' }, telephoneNumber: '0120-817-313', businessHours: '9:00〜18:00', order: 14, satisfactionRate: 4.21, prefectures: ['01'], dailyCapacity: 5, tariff: { baseMultiplier: 0.94, distanceMultiplier: 1.05 } },
  { code: 'K0014', name: 'しまふくろう引越便', reach: 'regional', logo: { initials: 'SF', color: '#7d3c98' }, telephoneNumber: '0120-817-314', businessHours: '8:00〜19:00', order: 22, satisfactionRate: 3.58, prefectures: ['01', '02'], dailyCapacity: 4, tariff: { baseMultiplier: 0.9, distanceMultiplier: 1.1, seasonSensitivity: 0.9 } },
  { code: 'K0015', name: 'ハマナス野引越舎', reach: 'regional', logo: { initials: 'HN', color: '#c2185b' }, telephoneNumber: '0120-817-315', businessHours: '9:00〜18:00', order: 30, satisfactionRate: 3.41, prefectures: ['01'], closedWeekdays: [0], acceptsAm: false, dailyCapacity: 2, tariff: { baseMultiplier: 0.88 } },
  { code: 'K0016', name: 'みちのく綴引越便', reach: 'regional', logo: { initials: 'MT', color: '#1a5276' }, telephoneNumber: '0120-817-316', businessHours: '8:30〜19:00', order: 16, satisfactionRate: 4.08, prefectures: ['02', '03', '05'], dailyCapacity: 4, tariff: { baseMultiplier: 0.93, distanceMultiplier: 1.02 } },
  { code: 'K0017', name: '杜のかけはし引越', reach: 'regional', logo: { initials: 'MK', color: '#196f3d' }, telephoneNumber: '0120-817-317', businessHours: '9:00〜18:00', order: 24, satisfactionRate: 3.72, prefectures: ['04', '06', '07'], closedWeekdays: [0], dailyCapacity: 3, tariff: { baseMultiplier: 0.91, weekendRate: 0.03 } },
  { code: 'K0018', name: 'ゆきわり草引越舎', reach: 'regional', logo: { initials: 'YW', color: '#af601a' }, telephoneNumber: '0120-817-318', businessHours: '9:00〜19:00', order: 33, satisfactionRate: 3.35, prefectures: ['03', '04', '05', '06'], acceptsAm: false, dailyCapacity: 3, tariff: { baseMultiplier: 0.96, seasonSensitivity: 0.8 } },
  { code: 'K0019', name: 'かもめ坂引越サービス', reach: 'regional', logo: { initials: 'KZ', color: '#0e6655' }, telephoneNumber: '0120-817-319', businessHours: '8:00〜20:00', order: 12, satisfactionRate: 4.48, prefectures: ['11', '12', '13', '14'], dailyCapacity: 6, tariff: { baseMultiplier: 1.04, distanceMultiplier: 1.0, amSurchargeRate: 0.12 } },
  { code: 'K0020', name: '武蔵野ことのは引越', reach: 'regional', logo: { initials: 'KN', color: '#884ea0' }, telephoneNumber: '0120-817-320', businessHours: '9:00〜19:00', order: 26, satisfactionRate: 3.62, prefectures: ['11', '13'], closedWeekdays: [3], dailyCapacity: 3, tariff: { baseMultiplier: 0.9, distanceMultiplier: 1.05 } },
  { code: 'K0021', name: 'ひたち野そら引越便', reach: 'regional', logo: { initials: 'HS', color: '#2e86c1' }, telephoneNumber: '0120-817-321', businessHours: '8:30〜18:30', order: 20, satisfactionRate: 3.89, prefectures: ['08', '09', '10'], dailyCapacity: 4, tariff: { baseMultiplier: 0.93 } },
  { code: 'K0022', name: '雪つばき引越センター', reach: 'regional', logo: { initials: 'YT', color: '#a93226' }, telephoneNumber: '0120-817-322', businessHours: '9:00〜18:00', order: 18, satisfactionRate: 4.15, prefectures: ['15', '16', '17', '18'], dailyCapacity: 4, tariff: { baseMultiplier: 0.97, seasonSensitivity: 0.9 } },
  { code: 'K0023', name: '信濃あかね引越舎', reach: 'regional', logo: { initials: 'SA', color: '#cb4335' }, telephoneNumber: '0120-817-323', businessHours: '9:00〜18:00', order: 31, satisfactionRate: 3.47, prefectures: ['15', '19', '20'], closedWeekdays: [0], dailyCapacity: 2, tariff: { baseMultiplier: 0.92, distanceMultiplier: 1.06 } },
  { code: 'K0024', name: 'こしじ灯り引越便', reach: 'regional', logo: { initials: 'KA', color: '#d68910' }, telephoneNumber: '0120-817-324', businessHours: '8:00〜19:00', order: 27, satisfactionRate: 3.69, prefectures: ['16', '17', '18'], acceptsAm: false, dailyCapacity: 3, tariff: { baseMultiplier: 0.95 } },
  { code: 'K0025', name: 'しずはま引越サービス', reach: 'regional', logo: { initials: 'SH', color: '#117a65' }, telephoneNumber: '0120-817-325', businessHours: '8:00〜20:00', order: 17, satisfactionRate: 4.11, prefectures: ['22', '23'], dailyCapacity: 5, tariff: { baseMultiplier: 0.98, weekendRate: 0.04 } },
  { code: 'K0026', name: '尾張ぬくもり引越便', reach: 'regional', logo: { initials: 'ON', color: '#ba4a00' }, telephoneNumber: '0120-817-326', businessHours: '9:00〜19:00', order: 25, satisfactionRate: 3.77, prefectures: ['21', '23', '24'], closedWeekdays: [3], dailyCapacity: 3, tariff: { baseMultiplier: 0.91, seasonSensitivity: 1.1 } },
  { code: 'K0027', name: '伊勢みずほ引越舎', reach: 'regional', logo: { initials: 'IM', color: '#1b4f72' }, telephoneNumber: '0120-817-327', businessHours: '9:00〜18:00', order: 36, satisfactionRate: 3.28, prefectures: ['23', '24'], dailyCapacity: 2, tariff: { baseMultiplier: 0.89 } },
  { code: 'K0028', name: 'なにわ灯篭引越センター', reach: 'regional', logo: { initials: 'NT', color: '#e74c3c' }, telephoneNumber: '0120-817-328', businessHours: '8:00〜21:00', order: 15, satisfactionRate: 4.36, prefectures: ['26', '27', '28', '29'], dailyCapacity: 6, tariff: { baseMultiplier: 1.02, amSurchargeRate: 0.13 } },
  { code: 'K0029', name: 'みやこ縁引越便', reach: 'regional', logo: { initials: 'ME', color: '#6c3483' }, telephoneNumber: '0120-817-329', businessHours: '9:00〜18:00', order: 29, satisfactionRate: 3.59, prefectures: ['25', '26', '29', '30'], closedWeekdays: [0], dailyCapacity: 3, tariff: { baseMultiplier: 0.94, seasonSensitivity: 0.9 } },
  { code: 'K0030', name: 'ひょうご潮風引越', reach: 'regional', logo: { initials: 'HK', color: '#2471a3' }, telephoneNumber: '0120-817-330', businessHours: '8:30〜19:30', order: 21, satisfactionRate: 3.95, prefectures: ['27', '28'], dailyCapacity: 4, tariff: { baseMultiplier: 0.96, distanceMultiplier: 0.97 } },
  { code: 'K0031', name: 'せとうち凪引越便', reach: 'regional', logo: { initials: 'SN', color: '#148f77' }, telephoneNumber: '0120-817-331', businessHours: '9:00〜19:00', order: 19, satisfactionRate: 4.03, prefectures: ['33', '34', '35'], dailyCapacity: 4, tariff: { baseMultiplier: 0.95 } },
  { code: 'K0032', name: 'いずも結い引越舎', reach: 'regional', logo: { initials: 'IY', color: '#7b241c' }, telephoneNumber: '0120-817-332', businessHours: '9:00〜18:00', order: 35, satisfactionRate: 3.31, prefectures: ['31', '32'], closedWeekdays: [0], acceptsAm: false, dailyCapacity: 2, tariff: { baseMultiplier: 0.9, distanceMultiplier: 1.08 } },
  { code: 'K0033', name: 'もみじ谷引越サービス', reach: 'regional', logo: { initials: 'MY', color: '#c0392b' }, telephoneNumber: '0120-817-333', businessHours: '8:00〜19:00', order: 28, satisfactionRate: 3.66, prefectures: ['34', '35'], dailyCapacity: 3, tariff: { baseMultiplier: 0.97 } },
  { code: 'K0034', name: 'よつば渦潮引越', reach: 'regional', logo: { initials: 'YU', color: '#229954' }, telephoneNumber: '0120-817-334', businessHours: '9:00〜18:00', order: 34, satisfactionRate: 3.38, prefectures: ['36', '37'], dailyCapacity: 2, tariff: { baseMultiplier: 0.92 } },
  { code: 'K0035', name: '南風土佐引越便', reach: 'regional', logo: { initials: 'NS', color: '#ca6f1e' }, telephoneNumber: '0120-817-335', businessHours: '8:30〜18:00', order: 37, satisfactionRate: 3.24, prefectures: ['38', '39'], closedWeekdays: [3], dailyCapacity: 2, tariff: { baseMultiplier: 0.89, seasonSensitivity: 0.85 } },
  { code: 'K0036', name: 'みかん坂引越舎', reach: 'regional', logo: { initials: 'MZ', color: '#f39c12' }, telephoneNumber: '0120-817-336', businessHours: '9:00〜19:00', order: 32, satisfactionRate: 3.52, prefectures: ['36', '37', '38'], dailyCapacity: 3, tariff: { baseMultiplier: 0.94, distanceMultiplier: 1.04 } },
  { code: 'K0037', name: 'はかた星灯引越センター', reach: 'regional', logo: { initials: 'HB', color: '#1f618d' }, telephoneNumber: '0120-817-337', businessHours: '8:00〜20:00', order: 23, satisfactionRate: 4.24, prefectures: ['40', '41', '44'], dailyCapacity: 6, tariff: { baseMultiplier: 1.01, amSurchargeRate: 0.11 } },
  { code: 'K0038', name: '火の国つなぎ引越便', reach: 'regional', logo: { initials: 'HT', color: '#922b21' }, telephoneNumber: '0120-817-338', businessHours: '9:00〜18:00', order: 38, satisfactionRate: 3.44, prefectures: ['43', '45', '46'], closedWeekdays: [0], dailyCapacity: 3, tariff: { baseMultiplier: 0.9, distanceMultiplier: 1.05 } },
  { code: 'K0039', name: 'ながさき坂道引越舎', reach: 'regional', logo: { initials: 'NZ', color: '#5b2c6f' }, telephoneNumber: '0120-817-339', businessHours: '9:00〜18:00', order: 39, satisfactionRate: 3.2, prefectures: ['41', '42'], acceptsAm: false, dailyCapacity: 2, tariff: { baseMultiplier: 0.93, stairsPerFloor: 3_000 } },
  { code: 'K0040', name: 'うりずん風引越便', reach: 'regional', logo: { initials: 'UR', color: '#17a589' }, telephoneNumber: '0120-817-340', businessHours: '9:00〜19:00', order: 40, satisfactionRate: 4.8, prefectures: ['47'], dailyCapacity: 4, tariff: { baseMultiplier: 0.97 } },
  { code: 'K0041', name: 'さんご礁ティーダ引越', reach: 'regional', logo: { initials: 'ST', color: '#e59866' }, telephoneNumber: '0120-817-341', businessHours: '9:00〜18:00', order: 41, satisfactionRate: 3.57, prefectures: ['47'], closedWeekdays: [3], dailyCapacity: 2, tariff: { baseMultiplier: 0.91 } },
  { code: 'K0042', name: 'デイゴ花引越舎', reach: 'regional', logo: { initials: 'DG', color: '#a04000' }, telephoneNumber: '0120-817-342', businessHours: '8:30〜18:30', order: 42, satisfactionRate: 3.83, prefectures: ['47'], dailyCapacity: 3, tariff: { baseMultiplier: 0.95, seasonSensitivity: 0.9 } },
];

/** Every moving company of the catalogue, in code order. */
export const companies: readonly Company[] = [...NATIONAL_CHAINS, ...REGIONAL_FIRMS].map(defineCompany);
