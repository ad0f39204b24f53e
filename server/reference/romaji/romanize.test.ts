import { describe, expect, it } from 'vitest';
import { romanize, titleCase } from './romanize.ts';

describe('romanize', () => {
  it('writes long vowels once and no macrons, as English texts do', () => {
    expect(romanize('トウキョウ')).toBe('tokyo');
    expect(romanize('オオサカ')).toBe('osaka');
    expect(romanize('キョウト')).toBe('kyoto');
    expect(romanize('チュウオウ')).toBe('chuo');
    expect(romanize('キュウシュウ')).toBe('kyushu');
    expect(romanize('オオウラ')).toBe('oura');
    expect(romanize('チャーチ')).toBe('chachi');
  });

  it('reads half-width, full-width and hiragana alike', () => {
    for (const kana of ['ﾎｯｶｲﾄﾞｳ', 'ホッカイドウ', 'ほっかいどう']) expect(romanize(kana)).toBe('hokkaido');
    expect(romanize('ｸｯﾁｬﾝ')).toBe('kutchan');
  });

  it('writes ヂ and ヅ as ji and zu, not the package\'s dji and dzu', () => {
    expect(romanize('アイヅ')).toBe('aizu');
    expect(romanize('ぬまづ')).toBe('numazu');
    expect(romanize('サンゲンヂャヤ')).toBe('sangenjaya');
  });

  it('drops the apostrophe after n', () => {
    expect(romanize('シンオオサカ')).toBe('shinosaka');
    expect(romanize('シンヨコハマ')).toBe('shinyokohama');
  });

  it('keeps the vowels of a word boundary: の + 内, 浦 or 上, and つ + 浦', () => {
    expect(romanize('マルノウチ')).toBe('marunouchi');
    expect(romanize('エノウラ')).toBe('enoura');
    expect(romanize('イノウエ')).toBe('inoue');
    expect(romanize('タキノウエ')).toBe('takinoue');
    expect(romanize('カツウラ')).toBe('katsuura');
    expect(romanize('ジョウエツ')).toBe('joetsu');
    expect(romanize('ヒビヤコウエン')).toBe('hibiyakoen');
    expect(romanize('サンノウチョウ')).toBe('sannocho');
  });
});

describe('titleCase', () => {
  it('capitalises each word after a space, hyphen or slash', () => {
    expect(titleCase('sanyo-onoda')).toBe('Sanyo-Onoda');
    expect(titleCase('ko / otsu')).toBe('Ko / Otsu');
    expect(titleCase('nishishinjuku')).toBe('Nishishinjuku');
  });
});
