import { afterEach, describe, expect, it } from 'vitest';
import { activateLocale } from '../../domain/i18n/i18n.ts';
import { renderWithTheme } from '../test-utils/index.ts';
import { tWithNodes } from './tWithNodes.tsx';

const paragraph = () => document.querySelector('p')!;

describe('tWithNodes', () => {
  afterEach(async () => {
    await activateLocale('ja');
  });

  it('puts each node where the Japanese message has its placeholder, the words around it separate text nodes', async () => {
    await renderWithTheme(<p>{tWithNodes(/*i18n*/ '変更前 {previous} → 変更後 {current}', { previous: <del>¥1</del>, current: <strong>¥2</strong> })}</p>);
    expect(paragraph().innerHTML).toBe('変更前 <del>¥1</del> → 変更後 <strong>¥2</strong>');
    expect([...paragraph().childNodes].map((node) => node.textContent)).toEqual(['変更前 ', '¥1', ' → 変更後 ', '¥2']);
  });

  it('puts each node where the English sentence needs it', async () => {
    await activateLocale('en');
    await renderWithTheme(<p>{tWithNodes(/*i18n*/ '{company}への依頼を取り下げる', { company: <b>ひかり引越センター</b> })}</p>);
    expect(paragraph().innerHTML).toBe('Withdraw my request to <b>ひかり引越センター</b>');
  });
});
