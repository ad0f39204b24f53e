/**
 * Names spelled the way other languages write them (English, pinyin, Vietnamese, Korean,
 * Portuguese and Spanish, Indonesian, Nepali), read into the sounds Japanese writes them with,
 * then spelled as the romaji wanakana turns into katakana. The readings follow how Japanese
 * usually writes such names (John Smith ジョン スミス, Nguyen Van An グエン ヴァン アン,
 * Wang Wei ワン ウェイ); spelling is not pronunciation, so a reading is a suggestion the visitor checks.
 */

/**
 * One spelling rule: where `pattern` matches at the current letter (a sticky regular expression
 * over the lower-case word: `^` is the word's start, `$` its end, lookbehind sees earlier letters),
 * the letters it matched are read as `sounds`, space-separated: the vowels a i u e o; `-` a long
 * vowel (ー); `N` the moraic n (ン); `Q` a doubled consonant (ッ); any other a consonant
 * (k g s z t d n h b p m r y w f v sh ch j ts) that takes the next vowel, or a vowel of its own.
 */
interface SpellingRule {
  pattern: RegExp;
  sounds: string;
}

/** The rules, tried in order at each letter: the first that matches wins, so special cases come first. */
const RULES: readonly SpellingRule[] = [
  // English and Spanish spellings no letter-by-letter rule reads.
  ['^jose$', 'h o s e'], // Spanish and Filipino: ホセ
  ['ichael$', 'a i k e r'], // Michael: マイケル
  ['ames$', 'e - m z'], // James: ジェームズ
  ['ight', 'a i t'], // Wright, Knight: ライト
  ['^wr', 'r'],
  ['^kn', 'n'], // Knight: ナイト
  ['rh', 'r'],
  ['^ry(?=a)', 'r a i'], // Ryan: ライアン
  ['own$', 'a u N'], // Brown: ブラウン
  ['ohn', 'o N'], // John, Johnson: ジョン
  // English words ending in a silent e after one consonant (Mike マイク, Kate ケイト).
  ['(?<=[^aeiou])ike$', 'a i k'],
  ['(?<=[^aeiou])ake$', 'e i k'],
  ['(?<=[^aeiou])ate$', 'e i t'],
  ['(?<=[^aeiou])ane$', 'e - N'],
  ['(?<=[^aeiou])ose$', 'o - z'],
  ['(?<=[^aeiou])ete$', 'i - t'],
  ['(?<=[^aeiou])oe$', 'o -'],
  // Vietnamese: Nguyen グエン, Ngoc ゴク, Thanh タイン, Minh ミン, Tran チャン (one-syllable words).
  ['^nguy(?=e)', 'g u'],
  ['^ngh?', 'g'],
  ['anh$', 'a i N'],
  ['nh$', 'N'],
  ['^tr(?=[aiu][aeiou]*(?:n|ng|nh)?$)', 'ch'],
  // Pinyin and Vietnamese: Huang, Hoang ホアン; Liu リュウ; Zhang ジャン; Xin シン.
  ['^hua', 'h o a'],
  ['(?<=[^aeiou])iu$', 'y u u'],
  ['zh', 'j'],
  ['^xi(?=[aeou])', 'sh'], // Xiao: シャオ
  ['^x', 'sh'],
  ['^qi(?=[aeou])', 'ch'], // Qiang: チャン
  ['^q(?!u)', 'ch'],
  // Korean: Seo ソ, Yeon ヨン, (Ji-)eun ウン.
  ['(?<=^s)eo', 'o'],
  ['yeo', 'y o'],
  ['^eu', 'u'],
  // English vowels spelled with two letters.
  ['ee', 'i -'],
  ['oo', 'u -'],
  ['(?<=[^aeiou])ey$', 'i -'],
  ['[ae]y(?![aeiou])', 'e i'], // Taylor: テイラー (not Rahayu)
  ['(?<=[dt])y$', 'i'], // Kennedy, Betty: ケネディ, ベティ
  ['(?<=[^aeiou])y$', 'i -'], // Emily: エミリー
  ['(?<=[^aeiou])y(?=[^aeiou])', 'i'], // Lynn
  ['er$', 'a -'], // Miller: ミラー
  ['or$', 'a -'], // Taylor: テイラー
  ['ar(?=[^aeiouy]$)', 'a -'], // Mark: マーク
  ['ew$', 'y u -'], // Andrew: アンドリュー
  ['aw(?![aeiou])', 'o -'], // Shaw: ショー (not Setiawan)
  ['ow$', 'o -'],
  // Consonants of two letters.
  ['^th', 't'],
  ['(?<=s)th', 't'], // Shrestha: シュレスタ
  ['th', 's'], // Smith: スミス
  ['ph', 'f'],
  ['chr', 'k r'], // Christopher: クリストファー
  ['(?<=[aeiou])tch', 'Q ch'],
  ['ch', 'ch'],
  ['sh', 'sh'],
  ['(?<=[aeiou])ck', 'Q k'],
  ['ck', 'k'],
  // Nepali aspirates are read plain (Bhandari バンダリ, Dhakal ダカル, Khadka カドカ).
  ['bh', 'b'],
  ['dh', 'd'],
  ['gh', 'g'],
  ['jh', 'j'],
  ['kh', 'k'],
  ['wh', 'w'],
  ['ng(?=[ei])', 'N j'], // Angelica: アンジェリカ
  ['ng(?=[aoulr])', 'N g'], // Ingrid: イングリド
  ['ng', 'N'], // Wang, Gurung: ワン, グルン
  ['qu(?=[ei])', 'k'], // Enrique: エンリケ
  ['qu', 'k u'], // Quang: クアン
  ['gu(?=[ei])', 'g'], // Miguel: ミゲル
  ['g(?=[eiy])', 'j'],
  ['c(?=[eiy])', 's'], // Cecilia: セシリア
  ['(?<=[aeiou])cc', 'Q k'],
  ['[ckq]', 'k'],
  ['(?<=[aeiou])x$', 'Q k s'], // Max: マックス
  ['x', 'k s'],
  ['(?<=[aeiou])tt', 'Q t'], // Scott: スコット
  ['(?<=[aeiou])pp', 'Q p'],
  ['nn(?=ah?$)', 'N n'], // Anna, Hannah: アンナ, ハンナ
  ['(?<=[mnd])s$', 'z'], // Williams: ウィリアムズ
  ['z$', 's'], // Cruz, Núñez: クルス, ヌニェス
  ['m(?=[bp])', 'N'],
  ['(?<=[aeiou])h$', ''], // Sarah: サラ
  ['w(?=$|[^aeiou])', 'u'],
  // Every doubled consonant left (Emma, Jessica, Williams, Kennedy) is read once.
  ['([bdfglmnrsvz])(?=\\1)', ''],
  ['l', 'r'],
  ['[aiueo]', '$&'],
  ['[bdfghjkmnprstvwyz]', '$&'],
].map(([source, sounds]) => ({ pattern: new RegExp(source!, 'y'), sounds: sounds! }));

/**
 * A word of one open syllable with a, i or u (pinyin and Vietnamese: Li リー, Na ナー, Xu シュー, Vu ヴー)
 * has a long vowel, but not Vietnamese Thi (ティ) nor Portuguese da; nor a syllable of a hyphenated
 * Korean name (Ji-min ジミン), which the caller says is not a word standing alone.
 */
const LONG_OPEN_SYLLABLE = /^(?!th|da$)[^aeiouy]+[aiu]$/;

/**
 * The sounds of a word spelled in Latin letters (lower case, a–z), or undefined for a letter no rule
 * reads. `alone`: the word stands alone, not as a part of a hyphenated one.
 */
export function soundsOfSpelling(word: string, alone = true): string[] | undefined {
  const sounds: string[] = [];
  let at = 0;
  while (at < word.length) {
    const match = matchAt(word, at);
    if (match === undefined) return undefined;
    sounds.push(...match.sounds);
    at += match.length;
  }
  return alone && LONG_OPEN_SYLLABLE.test(word) ? [...sounds, '-'] : sounds;
}

function matchAt(word: string, at: number): { sounds: string[]; length: number } | undefined {
  for (const { pattern, sounds } of RULES) {
    pattern.lastIndex = at;
    const match = pattern.exec(word);
    if (match === null) continue;
    const letters = match[0];
    const read = sounds.replace('$&', letters);
    // Every rule matches at least one letter, so the reading moves on.
    return { sounds: read === '' ? [] : read.split(' '), length: letters.length };
  }
  return undefined;
}

const VOWELS: ReadonlySet<string> = new Set(['a', 'i', 'u', 'e', 'o']);

/** The vowel Japanese adds after a consonant with none (Smith スミス, Scott スコット, Raj ラジ, Ahmad アフマド). */
function supportingVowel(consonant: string): string {
  if (consonant === 't' || consonant === 'd') return 'o';
  if (consonant === 'ch' || consonant === 'j') return 'i';
  return 'u';
}

/** Consonants that take a following y with its vowel as one mora (リュ, ニェ). */
const PALATALIZING: ReadonlySet<string> = new Set(['k', 'g', 'n', 'h', 'b', 'p', 'm', 'r']);

/** One mora as wanakana spells it in katakana: ti is ティ (not チ), du ドゥ, wo ウォ, ye イエ. */
function moraOf(consonant: string, vowel: string): string {
  const mora = consonant + vowel;
  const spelled: Readonly<Record<string, string>> = { ti: 'thi', di: 'dhi', tu: 'twu', du: 'dwu', wo: 'uxo', wu: 'u', ye: 'ie', yi: 'i', si: 'si' };
  return spelled[mora] ?? mora;
}

/** The sounds of a word spelled as romaji for wanakana's katakana. */
export function romajiOfSounds(sounds: readonly string[]): string {
  let romaji = '';
  for (let i = 0; i < sounds.length; i++) {
    const sound = sounds[i]!;
    const next = sounds[i + 1];
    if (sound === 'N') romaji += "n'";
    else if (sound === 'Q') romaji += 'xtsu';
    else if (sound === '-' || VOWELS.has(sound)) romaji += sound;
    else if (next !== undefined && VOWELS.has(next)) {
      romaji += moraOf(sound, next);
      i++;
    } else if (next === 'y' && PALATALIZING.has(sound) && ['a', 'u', 'e', 'o'].includes(sounds[i + 2] ?? '')) {
      romaji += `${sound}y${sounds[i + 2]!}`;
      i += 2;
    } else if (sound === 'n') romaji += "n'";
    else if (sound === 'y') romaji += 'i';
    else if (sound === 'w') romaji += 'u';
    else romaji += moraOf(sound, supportingVowel(sound));
  }
  return romaji;
}
