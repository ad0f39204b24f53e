/** Offset between a full-width ASCII character (U+FF01..U+FF5E) and its half-width form. */
const FULL_WIDTH_OFFSET = 0xfee0;

/** Punctuation that looks like ASCII but is not in the full-width block, with its ASCII form. */
const LOOKALIKE_PUNCTUATION: Readonly<Record<string, string>> = {
  '\u3000': ' ', // ideographic space
  '\u2010': '-', // hyphen
  '\u2011': '-', // non-breaking hyphen
  '\u2012': '-', // figure dash
  '\u2013': '-', // en dash
  '\u2014': '-', // em dash
  '\u2015': '-', // horizontal bar
  '\u2212': '-', // minus sign
  '\u2018': "'", // left single quotation mark
  '\u2019': "'", // right single quotation mark
  '\u201c': '"', // left double quotation mark
  '\u201d': '"', // right double quotation mark
  '\uffe5': '\\', // full-width yen sign, the JIS reading of backslash
};

const CONVERTIBLE = /[\uff01-\uff5e\u3000\u2010-\u2015\u2212\u2018\u2019\u201c\u201d\uffe5]/g;

/**
 * Converts full-width ASCII (letters, digits, symbols), the ideographic space and ASCII-like
 * punctuation (dashes, minus, curly quotes) to half-width. Kana and the long-vowel mark ー are kept.
 * Idempotent: no character it produces is converted again.
 */
export function toHalfWidth(text: string): string {
  return text.replace(CONVERTIBLE, (char) => {
    const code = char.charCodeAt(0);
    if (code >= 0xff01 && code <= 0xff5e) return String.fromCharCode(code - FULL_WIDTH_OFFSET);
    return LOOKALIKE_PUNCTUATION[char] ?? char;
  });
}
