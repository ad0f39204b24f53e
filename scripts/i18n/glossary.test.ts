import { describe, expect, it } from 'vitest';
import { glossaryMisses } from './glossary.ts';

describe('the glossary check', () => {
  it('finds a translation that says a term otherwise than the glossary, comparing without case', () => {
    const translations = new Map([
      ['仮予約を依頼する', '申请临时预约'],
      ['仮予約の確認', '查看预订'],
      ['引越し業者', '搬家公司'],
    ]);
    expect(glossaryMisses('zh', translations)).toEqual([{ message: '仮予約の確認', translation: '查看预订', term: '仮予約', words: ['临时预约'] }]);
    expect(glossaryMisses('vi', new Map([['かんたん予約', 'Đặt nhanh']]))).toEqual([]);
  });

  it('checks a language only where the glossary gives it words', () => {
    expect(glossaryMisses('en', new Map([['引越し業者', 'Movers']]))).toEqual([]);
  });
});
