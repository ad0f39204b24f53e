import { describe, expect, it } from 'vitest';
import { isMessage, messageId, translateMessage } from './message.ts';
import { translatorFor } from './translators.ts';

describe('a message', () => {
  const english = translatorFor('en');
  const japanese = translatorFor('ja');

  it('is a Japanese text or a descriptor, kept under its Japanese id', () => {
    expect(isMessage('番地を入力してください。')).toBe(true);
    expect(isMessage({ id: '個数は{limit}以内で入力してください。', values: { limit: 30 } })).toBe(true);
    expect(isMessage({ code: 'X' })).toBe(false);
    expect(isMessage(undefined)).toBe(false);
    expect(messageId({ id: '個数は{limit}以内で入力してください。', values: { limit: 30 } })).toBe('個数は{limit}以内で入力してください。');
  });

  it('reads in either language, with its values', () => {
    const overLimit = { id: '個数は{limit}以内で入力してください。', values: { limit: 30 } };
    expect(translateMessage(japanese, overLimit)).toBe('個数は30以内で入力してください。');
    expect(translateMessage(english, overLimit)).toBe('Please enter 30 or fewer.');
    expect(translateMessage(english, '番地を入力してください。')).toBe('Please enter the street address (block and number).');
  });

  it('translates a list of messages among its values and joins it the language’s way', () => {
    const missing = { id: '{items}を入力してください。', values: { items: ['階数', 'エレベーターの有無', 'トラックの駐車'] } };
    expect(translateMessage(japanese, missing)).toBe('階数、エレベーターの有無、トラックの駐車を入力してください。');
    expect(translateMessage(english, missing)).toBe('Please answer: Floor, Elevator, and Truck parking.');
  });

  it('reads an English message the catalogue lacks as its Japanese text', () => {
    expect(translateMessage(english, 'この文は訳されていません')).toBe('この文は訳されていません');
  });
});
