import { describe, expect, it } from 'vitest';
import { loadJapanPostMaster } from '../japan-post-master.ts';
import { translatorFor } from '../../../domain/i18n/translators.ts';
import { optionLabel } from '../../../domain/options/option.ts';
import { PREFECTURE_OPTIONS } from '../../../domain/options/prefectures.ts';
import { citiesInEnglish } from './municipality-names.ts';
import { OFFICIAL_SPELLINGS } from './official-spellings.ts';
import { romanize, titleCase } from './romanize.ts';

const { prefectures, cities } = loadJapanPostMaster();
const names = citiesInEnglish(cities);
const nameOf = (code: string) => names.get(code)?.join(' ');

describe('the prefectures\' English names (en.po, read by the option list and the addresses)', () => {
  const english = (code: string) => translatorFor('en').translate(optionLabel(PREFECTURE_OPTIONS, code) ?? '');

  it('are the Hepburn of their readings, without -to, -fu or -ken (道 stays: Hokkaido)', () => {
    for (const { code, name, reading } of prefectures) {
      expect(english(code), name).toBe(titleCase(romanize(name.endsWith('道') ? reading : reading.replace(/(?:と|ふ|けん)$/u, ''))));
    }
  });

  it('write every prefecture as English does', () => {
    expect(prefectures.map(({ code }) => english(code))).toEqual([
      'Hokkaido', 'Aomori', 'Iwate', 'Miyagi', 'Akita', 'Yamagata', 'Fukushima', 'Ibaraki', 'Tochigi', 'Gunma',
      'Saitama', 'Chiba', 'Tokyo', 'Kanagawa', 'Niigata', 'Toyama', 'Ishikawa', 'Fukui', 'Yamanashi', 'Nagano',
      'Gifu', 'Shizuoka', 'Aichi', 'Mie', 'Shiga', 'Kyoto', 'Osaka', 'Hyogo', 'Nara', 'Wakayama',
      'Tottori', 'Shimane', 'Okayama', 'Hiroshima', 'Yamaguchi', 'Tokushima', 'Kagawa', 'Ehime', 'Kochi', 'Fukuoka',
      'Saga', 'Nagasaki', 'Kumamoto', 'Oita', 'Miyazaki', 'Kagoshima', 'Okinawa',
    ]);
  });
});

describe('citiesInEnglish', () => {
  it('hyphenates each unit\'s kind and puts the designated city or county first', () => {
    expect(nameOf('13104')).toBe('Shinjuku-ku');
    expect(nameOf('13102')).toBe('Chuo-ku');
    expect(nameOf('01101')).toBe('Sapporo-shi Chuo-ku');
    expect(nameOf('27127')).toBe('Osaka-shi Kita-ku');
    expect(nameOf('26105')).toBe('Kyoto-shi Higashiyama-ku');
    expect(nameOf('14104')).toBe('Yokohama-shi Naka-ku');
    expect(nameOf('40103')).toBe('Kitakyushu-shi Wakamatsu-ku');
    expect(nameOf('27141')).toBe('Sakai-shi Sakai-ku');
    expect(nameOf('10344')).toBe('Kitagunma-gun Shinto-mura');
    expect(nameOf('01400')).toBe('Abuta-gun Kutchan-cho');
    expect(nameOf('47311')).toBe('Kunigami-gun Onna-son');
    expect(nameOf('43441')).toBe('Kamimashiki-gun Mifune-machi');
    expect(nameOf('47201')).toBe('Naha-shi');
    expect(nameOf('44202')).toBe('Beppu-shi');
    expect(nameOf('24202')).toBe('Yokkaichi-shi');
    expect(nameOf('13205')).toBe('Ome-shi');
    expect(nameOf('13421')).toBe('Ogasawara-mura');
    expect(nameOf('07202')).toBe('Aizuwakamatsu-shi');
    expect(nameOf('12218')).toBe('Katsuura-shi');
    expect(nameOf('01560')).toBe('Monbetsu-gun Takinoue-cho');
    expect(nameOf('20561')).toBe('Shimotakai-gun Yamanouchi-machi');
    expect(nameOf('21382')).toBe('Anpachi-gun Wanouchi-cho');
    expect(nameOf('15222')).toBe('Joetsu-shi');
  });

  it('takes the official spelling where the rules would differ', () => {
    expect(nameOf('20303')).toBe('Minamisaku-gun Koumi-machi');
    expect(nameOf('28586')).toBe("Mikata-gun Shin'onsen-cho");
    expect(nameOf('35216')).toBe('Sanyo-Onoda-shi');
    expect(nameOf('13401')).toBe('Hachijo-machi');
    expect(nameOf('01347')).toBe('Yamakoshi-gun Oshamambe-cho');
  });

  it('keys each official spelling by the code of the place it is written for', () => {
    const named = [...OFFICIAL_SPELLINGS.keys()].map((code) => cities.find((city) => city.code === code)?.name);
    expect(named).toEqual([
      '南佐久郡小海町', '瀬戸内市', '大島郡瀬戸内町', '東伯郡琴浦町', '虻田郡豊浦町',
      '豊岡市', '下伊那郡豊丘村', '広尾郡大樹町', '広尾郡広尾町', '西之表市', '曽於市', '曽於郡大崎町',
      '箕面市', '山越郡長万部町', '船井郡京丹波町', '山陽小野田市', '大島郡周防大島町', '美方郡新温泉町',
      '八丈島八丈町', '三宅島三宅村',
    ]);
  });

  it('names every city in plain English letters, in one or two units of a name and a kind', () => {
    expect(names.size).toBe(cities.length);
    for (const [code, units] of names) {
      expect(units.length, code).toBeGreaterThanOrEqual(1);
      expect(units.length, code).toBeLessThanOrEqual(2);
      for (const unit of units) expect(unit, code).toMatch(/^[A-Z][a-z']+(?:-[A-Z][a-z]+)*-(?:shi|ku|cho|machi|mura|son|gun)$/u);
    }
  });
});
