import { describe, expect, it } from 'vitest';
import { romajiOfSounds, soundsOfSpelling } from './foreignSpelling.ts';

describe('soundsOfSpelling', () => {
  it('reads a spelling into sounds, the special cases before the letters', () => {
    expect(soundsOfSpelling('smith')).toEqual(['s', 'm', 'i', 's']);
    expect(soundsOfSpelling('wang')).toEqual(['w', 'a', 'N']);
  });

  it('lengthens a word of one open syllable only when it stands alone', () => {
    expect(soundsOfSpelling('li')).toEqual(['r', 'i', '-']);
    expect(soundsOfSpelling('ji', false)).toEqual(['j', 'i']);
  });

  it('reads no letter outside a–z', () => {
    expect(soundsOfSpelling('é')).toBeUndefined();
  });
});

describe('romajiOfSounds', () => {
  it('spells the sounds as the romaji wanakana reads into katakana', () => {
    expect(romajiOfSounds(['s', 'm', 'i', 's'])).toBe('sumisu');
    expect(romajiOfSounds(['t', 'i', 'N', 'a'])).toBe("thin'a");
    expect(romajiOfSounds(['a', 'N', 'd', 'r', 'y', 'u', '-'])).toBe("an'doryu-");
    expect(romajiOfSounds(['r', 'i', 'Q', 'ch'])).toBe('rixtsuchi');
  });
});
