import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { setupI18n } from '@lingui/core';
import { compileMessage } from '@lingui/message-utils/compileMessage';
import PO from 'pofile';
import { describe, expect, it } from 'vitest';
import { japaneseTranslator } from './japanese.ts';

/** Every Japanese message of the catalogue (ja.po), as `npm run i18n` extracted them: its id, and its text where that differs. */
const catalogue = PO.parse(readFileSync(resolve(import.meta.dirname, 'locales/ja.po'), 'utf8')).items;
const messageIds = catalogue.filter((item) => !item.msgstr[0] || item.msgstr[0] === item.msgid).map((item) => item.msgid);
const namedSenses = catalogue.filter((item) => item.msgstr[0] && item.msgstr[0] !== item.msgid);

describe('the Japanese translator', () => {
  it('reads a plain message as its own text, and fills a descriptor’s placeholders', () => {
    expect(japaneseTranslator.translate('番地を入力してください。')).toBe('番地を入力してください。');
    expect(japaneseTranslator.translate({ id: '個数は{limit}以内で入力してください。', values: { limit: 30 } })).toBe('個数は30以内で入力してください。');
    expect(japaneseTranslator.translate({ id: '{items}を入力してください。', values: { items: ['階数', 'エレベーターの有無'] } })).toBe('階数、エレベーターの有無を入力してください。');
  });

  it('shows the Japanese of a message whose id names one sense of a word', () => {
    expect(namedSenses.length).toBeGreaterThan(0);
    for (const item of namedSenses) expect(japaneseTranslator.translate({ id: item.msgid, message: item.msgstr[0] })).toBe(item.msgstr[0]);
  });

  it('reads every message of the catalogue as Lingui reads its compiled Japanese, so the pages need neither', () => {
    const lingui = setupI18n({ locale: 'ja', messages: { ja: {} } });
    lingui.setMessagesCompiler(compileMessage);
    const withValues = messageIds.filter((id) => id.includes('{'));
    expect(withValues.length).toBeGreaterThan(10);
    for (const id of messageIds) {
      const values = Object.fromEntries([...id.matchAll(/\{(\w+)/g)].map(([, name], index) => [name, index % 2 === 0 ? `値${index}` : index * 1000]));
      lingui.load('ja', { [id]: id });
      lingui.activate('ja');
      expect(japaneseTranslator.translate({ id, values }), id).toBe(lingui._({ id, values }));
    }
  });
});
