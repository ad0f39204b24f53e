import { describe, expect, it } from 'vitest';
import { townInEnglish } from './town-names.ts';

describe('townInEnglish', () => {
  it('romanizes a town from Japan Post\'s reading', () => {
    expect(townInEnglish('西新宿', 'ニシシンジュク')).toBe('Nishishinjuku');
    expect(townInEnglish('梅田', 'ウメダ')).toBe('Umeda');
    expect(townInEnglish('霞が関', 'カスミガセキ')).toBe('Kasumigaseki');
    expect(townInEnglish('三軒茶屋', 'サンゲンヂャヤ')).toBe('Sangenjaya');
    expect(townInEnglish('大通西', 'オオドオリニシ')).toBe('Odorinishi');
  });

  it('hyphenates a final 町 read ちょう or まち', () => {
    expect(townInEnglish('山下町', 'ヤマシタチョウ')).toBe('Yamashita-cho');
    expect(townInEnglish('十文字町', 'ジュウモンジマチ')).toBe('Jumonji-machi');
    expect(townInEnglish('祇園町南側', 'ギオンマチミナミガワ')).toBe('Gionmachiminamigawa');
  });

  it('keeps short names and っちょう whole', () => {
    expect(townInEnglish('大手町', 'オオテマチ')).toBe('Otemachi');
    expect(townInEnglish('本町', 'ホンチョウ')).toBe('Honcho');
    expect(townInEnglish('八町', 'ハッチョウ')).toBe('Hatcho');
    expect(townInEnglish('下三之町', 'シモ３ノマチ')).toBe('Shimo 3 Nomachi');
  });

  it('writes 丁目 as N-chome, whether the name has kanji or digits', () => {
    expect(townInEnglish('昭和八丁目', 'ショウワハッチョウメ')).toBe('Showa 8-chome');
    expect(townInEnglish('東十二丁目', 'ヒガシジュウニチョウメ')).toBe('Higashi 12-chome');
    expect(townInEnglish('二丁目', 'ニチョウメ')).toBe('2-chome');
    expect(townInEnglish('壱丁目北', 'イッチョウメキタ')).toBe('1-chome Kita');
    expect(townInEnglish('稲荷町三丁目北', 'イナリチョウサンチョウメキタ')).toBe('Inaricho 3-chome Kita');
    expect(townInEnglish('象潟町５丁目塩越', 'キサカタマチ５チョウメシオコシ')).toBe('Kisakatamachi 5-chome Shiokoshi');
    expect(townInEnglish('京町８丁目横町', 'キョウマチハッチョウメヨコマチ')).toBe('Kyomachi 8-chome Yoko-machi');
  });

  it('writes the numbered streets of Hokkaido as people do', () => {
    expect(townInEnglish('北一条西', 'キタ１ジョウニシ')).toBe('Kita 1-jo Nishi');
    expect(townInEnglish('南十一条東', 'ミナミ１１ジョウヒガシ')).toBe('Minami 11-jo Higashi');
    expect(townInEnglish('東１線北', 'ヒガシ１センキタ')).toBe('Higashi 1-sen Kita');
    expect(townInEnglish('西２号北', 'ニシ２ゴウキタ')).toBe('Nishi 2-go Kita');
    expect(townInEnglish('浜二番丁', 'ハマ２バンチョウ')).toBe('Hama 2-bancho');
  });

  it('separates the names of a town that covers several', () => {
    expect(townInEnglish('甲、乙', 'コウ、オツ')).toBe('Ko / Otsu');
    expect(townInEnglish('新所・岡崎・梅田入会地', 'シンジョ・オカサキ・ウメダニュウカイチ')).toBe('Shinjo / Okasaki / Umedanyukaichi');
  });
});
