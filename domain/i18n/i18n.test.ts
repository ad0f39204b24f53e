import { describe, expect, it } from 'vitest';
import { activateLocale, activeLocale, i18n } from './i18n.ts';
import { translatorFor } from './translators.ts';

describe('the translator', () => {
  it('reads Japanese from the start, a plain message being its own id', () => {
    expect(activeLocale()).toBe('ja');
    expect(i18n._('この文は訳されていません')).toBe('この文は訳されていません');
  });

  it('switches to English once its catalogue is loaded', async () => {
    await activateLocale('en');
    expect(activeLocale()).toBe('en');
    await activateLocale('ja');
    expect(activeLocale()).toBe('ja');
  });

  it('keeps one translator per language for code that serves both', () => {
    expect(translatorFor('en').locale).toBe('en');
    expect(translatorFor('ja').locale).toBe('ja');
  });
});
