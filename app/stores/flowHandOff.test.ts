import { describe, expect, it } from 'vitest';
import { handOff, handOffAcrossLanguages, handOffKey, languageHandOffKey, takeHandOff, takeHandOffAcrossLanguages } from './flowHandOff.ts';
import { MemoryStorage } from './storage.ts';

const CONTACT = { name: '山田 太郎', nameKana: 'ヤマダ タロウ', email: 'taro@example.jp', tel: '09012345678' };

describe('a hand-off between flows', () => {
  it('is taken once by the flow it is for, and removed as it is read', () => {
    const storage = new MemoryStorage();
    handOff(storage, 'kantan-yoyaku', { contact: CONTACT, headCount: '2', belongingsCounts: { '101': '1' } });
    expect(takeHandOff(storage, 'mitsumori')).toEqual({});
    expect(takeHandOff(storage, 'kantan-yoyaku')).toEqual({ contact: CONTACT, headCount: '2', belongingsCounts: { '101': '1' } });
    expect(takeHandOff(storage, 'kantan-yoyaku')).toEqual({});
    expect(storage.getItem(handOffKey('kantan-yoyaku'))).toBeNull();
  });

  it('leaves nothing for a contact of nothing, and drops parts that are not what they should be', () => {
    const storage = new MemoryStorage();
    handOff(storage, 'mitsumori', { contact: { name: '', nameKana: '', email: '', tel: '' } });
    expect(storage.getItem(handOffKey('mitsumori'))).toBeNull();
    storage.setItem(handOffKey('mitsumori'), JSON.stringify({ contact: { name: 1 }, headCount: '9', belongingsCounts: [] }));
    expect(takeHandOff(storage, 'mitsumori')).toEqual({});
  });
});

describe('a hand-off across the language switch', () => {
  it('is taken once by the page of the language it was left for', () => {
    const storage = new MemoryStorage();
    handOffAcrossLanguages(storage, 'kantan-yoyaku', 'en', { customer: { customerName: '山田 太郎' } });
    expect(takeHandOffAcrossLanguages(storage, 'kantan-yoyaku', 'en')).toEqual({ customer: { customerName: '山田 太郎' } });
    expect(takeHandOffAcrossLanguages(storage, 'kantan-yoyaku', 'en')).toBeUndefined();
    expect(storage.getItem(languageHandOffKey('kantan-yoyaku'))).toBeNull();
  });

  it('left for the other language (a switch that never arrived) is dropped, not shown by a later page', () => {
    const storage = new MemoryStorage();
    handOffAcrossLanguages(storage, 'kantan-yoyaku', 'en', { confirmed: true });
    expect(takeHandOffAcrossLanguages(storage, 'kantan-yoyaku', 'ja')).toBeUndefined();
    expect(storage.getItem(languageHandOffKey('kantan-yoyaku'))).toBeNull();
  });

  it('is nothing when what is stored is not one', () => {
    const storage = new MemoryStorage();
    storage.setItem(languageHandOffKey('kantan-yoyaku'), '{not json');
    expect(takeHandOffAcrossLanguages(storage, 'kantan-yoyaku', 'ja')).toBeUndefined();
    storage.setItem(languageHandOffKey('kantan-yoyaku'), '"text"');
    expect(takeHandOffAcrossLanguages(storage, 'kantan-yoyaku', 'ja')).toBeUndefined();
  });
});
