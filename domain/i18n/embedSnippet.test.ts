import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES, PROFILES } from './profiles.ts';

describe("the partners' snippet (app/public/embed.js)", () => {
  it('knows the embedded form in every language of the profiles', () => {
    const snippet = readFileSync(resolve(import.meta.dirname, '../../app/public/embed.js'), 'utf8');
    const prefixes = /\[([^\]]*)\]\.map\(function \(prefix\)/.exec(snippet)?.[1];
    expect(prefixes?.split(',').map((prefix) => prefix.trim().replaceAll("'", ''))).toEqual(LOCALES.map((locale) => PROFILES[locale].prefix));
  });
});
