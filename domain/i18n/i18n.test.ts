import { describe, expect, it } from 'vitest';
import { activateLocale, activeLocale, i18n, localizedHref, t } from './i18n.ts';
import { translatorFor } from './translators.ts';

describe('the translator', () => {
  it('reads Japanese from the start, a plain message being its own id', () => {
    expect(activeLocale()).toBe('ja');
    expect(i18n.translate('この文は訳されていません')).toBe('この文は訳されていません');
  });

  it('switches to English once its catalogue is loaded', async () => {
    await activateLocale('en');
    expect(activeLocale()).toBe('en');
    await activateLocale('ja');
    expect(activeLocale()).toBe('ja');
  });

  it('reads a message and a link in the active language', async () => {
    expect(t('合計')).toBe('合計');
    expect(localizedHref('/mitsumori/')).toBe('/mitsumori/');
    await activateLocale('en');
    expect(t('合計')).toBe('Total');
    expect(localizedHref('/mitsumori/')).toBe('/en/mitsumori/');
    await activateLocale('ja');
  });

  it('keeps one translator per language for code that serves both', () => {
    expect(translatorFor('en').locale).toBe('en');
    expect(translatorFor('ja').locale).toBe('ja');
  });
});
