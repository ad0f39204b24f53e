/**
 * Japanese names written in romaji: telling them apart from other spellings, and writing them the
 * way wanakana reads romaji. Hepburn as on passports and its common variants are read: long vowels
 * as ō / ô, ou, oo or oh; Kunrei's si, tu, hu, zi; double consonants; n' and n before a vowel; m
 * before b, m and p for ン (Homma, Namba).
 */

/** A long vowel with a macron or a circumflex, in the form the romaji reading spells it. */
const LONG_VOWELS: Readonly<Record<string, string>> = {
  ā: 'aa', â: 'aa',
  ī: 'ii', î: 'ii',
  ū: 'uu', û: 'uu',
  ē: 'ei', ê: 'ei',
  ō: 'ou', ô: 'ou',
};

/** A doubled consonant before its mora (っ): kk, ss, tt, tch, pp and the like. */
const SOKUON = '(?:k(?=k)|s(?=s)|t(?=t|ch)|c(?=ch)|p(?=p)|g(?=g)|z(?=z)|d(?=d)|b(?=b)|j(?=j))?';

/**
 * One mora of a Japanese name. Deliberately strict: la, ti, di, du, she, che, je, fa, ye, wi, we, v,
 * l, q, x and c alone never occur in Hepburn names, so a word using them is read as a foreign spelling.
 */
const MORA =
  '(?:(?:[kgnhbpmr]y|sh|ch|j|sy|zy|ty)[auo]|(?:sh|ch|j)i|ts?u|[kgsznhbpmr][aiueo]|t[aeo]|d[aeo]|y[auo]|wa|fu|[aiueo])';

/** ン: n before a consonant or at the end, n' before a vowel, m before b, m and p. */
const SYLLABIC_N = "(?:n'?(?![aiueoy])|n'(?=[aiueoy])|m(?=[bmp]))";

/**
 * The h of a long o as passports write it (Itoh, Ohno, Kohno), never before a vowel (Ohashi is
 * o-ha-shi), nor before an n that closes a syllable (John, Johnson are not ジョウン, ジョウンソン).
 */
const LONG_O_H = '(?<=o)h(?![aiueo]|n(?![aiueo]))';

const JAPANESE_WORD = new RegExp(`^(?:${SOKUON}${MORA}|${SYLLABIC_N}|${LONG_O_H}|-(?=[a-z]))+$`);

/**
 * English given names that happen to be valid romaji but are not read as such (Mike is not ミケ):
 * a name holding one is read as a foreign spelling.
 */
const ENGLISH_NAMES_SPELLED_LIKE_ROMAJI: ReadonlySet<string> = new Set(['mike', 'kate', 'jake', 'jane', 'joe', 'jose', 'rose', 'nate', 'pete', 'emma', 'ryan']);

/** A word (lower case, long vowels marked or not) with its long-vowel marks spelled out. */
function withLongVowelsSpelled(word: string): string {
  // A long o opening a word is mostly 大 (Ōno, Ōta, Ōshima: オオ); elsewhere it is mostly オウ (Satō, Kudō).
  const opening = word.replace(/^[ōô](?=.)/, 'oo').replace(/^oh(?=[^aiueo])/, 'oo');
  return [...opening].map((letter) => LONG_VOWELS[letter] ?? letter).join('');
}

/** Whether every word of a name (lower case, letters with their accents) is a Japanese name in romaji. */
export function isJapaneseRomajiName(words: readonly string[]): boolean {
  return words.every((word) => !ENGLISH_NAMES_SPELLED_LIKE_ROMAJI.has(word) && JAPANESE_WORD.test(withLongVowelsSpelled(word)));
}

/** A word that `isJapaneseRomajiName` accepted, spelled the way wanakana reads it. */
export function japaneseRomajiOf(word: string): string {
  return withLongVowelsSpelled(word)
    .replace(/oh(?![aiueo])/g, 'ou')
    .replace(/tch/g, 'cch') // wanakana reads っち from cch only
    .replace(/m(?=[bmp])/g, 'n')
    .replace(/nn(?![aiueoy])/g, 'n')
    .replace(/n-(?=[aiueoy])/g, "n'")
    .replace(/-/g, '');
}
