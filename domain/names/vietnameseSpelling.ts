/**
 * Vietnamese names, read syllable by syllable into the sounds Japanese offices and companies write
 * them with (Nguyễn グエン, Văn ヴァン, Trần チャン, Thị ティ, Hương フオン), written with their
 * marks or without (NGUYEN VAN AN, as on a residence card). A Vietnamese word is one syllable: an
 * initial consonant, a vowel and a final, each read from a table of its own. Tone marks are dropped;
 * the sounds are those of foreignSpelling.ts, spelled for katakana by its `romajiOfSounds`.
 */

/**
 * One spelling rule: where `pattern` matches at the current letter (a sticky regular expression
 * over the lower-case syllable without its marks: `$` is the syllable's end, lookbehind sees earlier
 * letters), the letters it matched are read as `sounds`, space-separated as in foreignSpelling.ts:
 * the vowels a i u e o; `-` a long vowel (ー); `N` the moraic n (ン); `Q` a doubled consonant (ッ);
 * any other a consonant that takes the next vowel.
 */
interface SpellingRule {
  pattern: RegExp;
  sounds: string;
}

function rules(table: readonly (readonly [string, string])[]): readonly SpellingRule[] {
  return table.map(([source, sounds]) => ({ pattern: new RegExp(source, 'y'), sounds }));
}

/** The initial consonant, tried in order (the first that matches wins); a syllable may have none (An, Anh). */
const INITIALS = rules([
  ['ngh', 'g'], // Nghĩa: ギア
  ['ng', 'g'], // Nguyễn, Ngọc, Ngô: グエン, ゴック, ゴー (Japanese writes no initial ng)
  ['nh(?=[iey])', 'n'], // Nhi: ニ
  ['nh', 'n y'], // Nhung, Nhật: ニュン, ニャット
  ['gi(?=[aeouy])', 'z'], // Giang, Gia: ザン, ザー
  ['g(?=i)', 'z'], // gìn: ジン (gi before a consonant keeps its i as the vowel)
  ['gh?', 'g'], // Ghi: ギ
  ['kh', 'k'], // Khánh, Khoa: カイン, コア
  ['ph', 'f'], // Phạm, Phương: ファム, フオン
  ['th', 't'], // Thanh, Thị: タイン, ティ
  ['tr|ch', 'ch'], // Trần, Trung, Châu: チャン, チュン, チャウ
  ['q(?=u)', 'k'], // Quang, Quỳnh: クアン, クイン (the u is read with the vowel)
  ['đ', 'd'], // Đặng, Đức: ダン, ドゥック
  ['d', 'z'], // Dương, Dũng: ズオン, ズン
  ['x', 's'], // Xuân: スアン
  ['[ck]', 'k'],
  ['l', 'r'], // Lan, Linh: ラン, リン (Japanese writes l with the r row)
  ['[bhmnprstv]', '$&'],
]);

/** The vowel, its glides with it (uyê, oa, ươ), tried in order: two letters before one. */
const VOWELS = rules([
  ['uye', 'u e'], // Nguyễn, Huyền, Quyên: グエン, フエン, クエン
  ['[iy]e', 'i e'], // Tiến, Yến, Hiếu: ティエン, イエン, ヒエウ (iê, yê)
  ['uo', 'u o'], // Dương, Quốc: ズオン, クオック (ươ, uô)
  ['ua', 'u a'], // Tuấn, Xuân, Quang: トゥアン, スアン, クアン (uâ, ưa)
  ['oa', 'o a'], // Hoàng, Hoa: ホアン, ホア
  ['oe', 'o e'], // Khoe: コエ
  ['ue', 'u e'], // Huế: フエ
  ['uy', 'u i'], // Huy, Huỳnh, Thủy: フイ, フイン, トゥイ
  ['ia', 'i a'], // Nghĩa: ギア
  ['a$', 'a -'], // Hà, Nga: ハー, ガー (a, o, u and y closing the syllable alone are long)
  ['o$', 'o -'], // Hồ, Đỗ, Võ: ホー, ドー, ヴォー
  ['u$', 'u -'], // Vũ, Thu: ヴー, トゥー
  ['y$', 'i -'], // Lý, Vy: リー, ヴィー
  ['[aeiou]', '$&'], // Lê, Thị, Chí stay short: レ, ティ, チ (ホー・チ・ミン)
]);

/** The final, up to the syllable's end. */
const FINALS = rules([
  ['$', ''], // Hoa, Lê: ホア, レ
  ['(?<=u)u$', '-'], // Hữu, Lưu: フー, ルー (ưu)
  ['[iy]$', 'i'], // Hải, Bùi: ハイ, ブイ
  ['[ou]$', '$&'], // Thảo, Châu: タオ, チャウ
  ['m$', 'm'], // Phạm, Nam: ファム, ナム
  ['(?<=a)nh$', 'i N'], // Thanh, Anh, Khánh: タイン, アイン, カイン
  ['n[gh]?$', 'N'], // Văn, Hoàng, Minh: ヴァン, ホアン, ミン
  ['ch?$', 'Q k'], // Đức, Ngọc, Bích: ドゥック, ゴック, ビック
  ['[pt]$', 'Q $&'], // Hiệp, Đạt: ヒエップ, ダット
]);

/**
 * Syllables of names mostly spelled with đ (Đặng, Đỗ, Đức, Đạt, Đinh, Đoàn): in a name written
 * without any mark (DANG VAN DUC), their d is read as đ, not as the z of Dương or Dũng.
 */
const UNMARKED_D_SYLLABLES: ReadonlySet<string> = new Set(['dai', 'dam', 'dan', 'dang', 'dao', 'dat', 'dinh', 'do', 'doan', 'dong', 'duc']);

/** Vietnamese marks, decomposed: the tones (grave, acute, tilde, hook, dot below) and the vowels' circumflex, breve and horn. */
const MARKS = '\u0300\u0301\u0302\u0303\u0306\u0309\u031b\u0323';

/** A syllable as written, decomposed: Vietnamese letters only (no f, j, w, z), marks on vowels only. */
const WRITTEN_SYLLABLE = new RegExp(`^(?:[bcdđghklmnpqrstvx]|[aeiouy][${MARKS}]*)+$`);

/** Any one of those marks, to drop them all. */
const MARK = new RegExp(`[${MARKS}]`, 'g');

/** A mark or đ anywhere: the name is written in Vietnamese spelling, and its plain d is the z of Dương. */
const MARKED = new RegExp(`đ|[${MARKS}]`);

function matchAt(table: readonly SpellingRule[], syllable: string, at: number): { sounds: string[]; end: number } | undefined {
  for (const { pattern, sounds } of table) {
    pattern.lastIndex = at;
    const match = pattern.exec(syllable);
    if (match === null) continue;
    const read = sounds.replace('$&', match[0]);
    return { sounds: read.split(' ').filter((sound) => sound !== ''), end: at + match[0].length };
  }
  return undefined;
}

/** The sounds of one syllable (lower case, no marks but đ): its initial, vowel and final, or undefined when no rule reads a part. */
function soundsOfSyllable(syllable: string): string[] | undefined {
  const initial = matchAt(INITIALS, syllable, 0) ?? { sounds: [], end: 0 };
  const vowel = matchAt(VOWELS, syllable, initial.end);
  const final = vowel && matchAt(FINALS, syllable, vowel.end);
  return final && [...initial.sounds, ...vowel.sounds, ...final.sounds];
}

/** The sounds of one written word (decomposed, lower case), or undefined when it is not a syllable the tables read. */
function soundsOfWord(word: string, marked: boolean): string[] | undefined {
  if (!WRITTEN_SYLLABLE.test(word)) return undefined;
  const letters = word.replace(MARK, '');
  return soundsOfSyllable(!marked && UNMARKED_D_SYLLABLES.has(letters) ? `đ${letters.slice(1)}` : letters);
}

/**
 * The sounds of each word of a Vietnamese name as written (any case, marks or none, half- or
 * full-width letters and spaces), or undefined when a word is not a syllable the tables read
 * (another letter, a digit, kanji, a hyphen, no word at all): never the sounds of part of a name.
 */
export function soundsOfVietnameseName(name: string): string[][] | undefined {
  const written = name.normalize('NFKD').toLowerCase().trim();
  const marked = MARKED.test(written);
  const sounds: string[][] = [];
  for (const word of written.split(/ +/)) {
    const read = soundsOfWord(word, marked);
    if (read === undefined) return undefined;
    sounds.push(read);
  }
  return sounds;
}
