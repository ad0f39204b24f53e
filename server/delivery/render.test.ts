import { describe, expect, it } from 'vitest';
import type { MailContent } from './mail-content.ts';
import { renderHtml } from './render-html.ts';
import { renderText } from './render-text.ts';

const content: MailContent = {
  locale: 'ja',
  subject: '【引越し比較】<テスト> & "件名"',
  blocks: [
    { kind: 'heading', text: 'ご依頼の内容' },
    { kind: 'paragraph', text: '山田 <script>alert(1)</script> 様' },
    { kind: 'notice', text: '有効期限：2026/11/28 03:21（日本時間）' },
    { kind: 'fields', rows: [{ label: '引越し元', value: '東京都新宿区新宿1-2-3\nマンション・1LDK' }] },
    { kind: 'list', items: ['ひかりみち光回線', 'そよでんき'] },
    { kind: 'price', price: { title: 'ほしづき引越センター', total: 37_900, lines: [{ label: '基本料金', detail: '基本料金（軽トラック）', amount: 37_900 }] } },
    { kind: 'link', text: '引越し比較を開く', href: 'https://hikkoshi.example.jp/mitsumori/?a=1&b="2"' },
  ],
};

describe('a message rendered as text and as HTML', () => {
  it('says the same things in both parts', () => {
    const text = renderText(content);
    const html = renderHtml(content);
    for (const words of ['ご依頼の内容', '有効期限：2026/11/28 03:21（日本時間）', '引越し元', 'マンション・1LDK', 'そよでんき', 'ほしづき引越センター', '37,900円', '基本料金（軽トラック）', '引越し比較を開く']) {
      expect(text).toContain(words);
      expect(html).toContain(words);
    }
  });

  it('writes the plain text with marks a reader follows: headings, continued values, prices line by line', () => {
    expect(renderText(content)).toContain('■ ご依頼の内容\n\n山田');
    expect(renderText(content)).toContain('引越し元：東京都新宿区新宿1-2-3\n　　マンション・1LDK');
    expect(renderText(content)).toContain('ほしづき引越センター　37,900円\n　　基本料金　37,900円（基本料金（軽トラック））');
    expect(renderText(content)).toContain('引越し比較を開く\nhttps://hikkoshi.example.jp/mitsumori/?a=1&b="2"');
  });

  it('escapes every text in the HTML part, the title and the link included', () => {
    const html = renderHtml(content);
    expect(html).not.toContain('<script>');
    expect(html).toContain('山田 &lt;script&gt;alert(1)&lt;/script&gt; 様');
    expect(html).toContain('<title>【引越し比較】&lt;テスト&gt; &amp; &quot;件名&quot;</title>');
    expect(html).toContain('href="https://hikkoshi.example.jp/mitsumori/?a=1&amp;b=&quot;2&quot;"');
    expect(html).toContain('東京都新宿区新宿1-2-3<br>マンション・1LDK');
    expect(html.startsWith('<!doctype html><html lang="ja">')).toBe(true);
  });

  it('sets an English message the English way: the yen sign first, ASCII marks, the total named in English (issue 28)', () => {
    const english: MailContent = {
      locale: 'en',
      subject: '[Hikkoshi Hikaku] Request received',
      blocks: [
        { kind: 'fields', rows: [{ label: 'Moving from', value: '1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022\nMansion (concrete apartment building), 1LDK' }] },
        { kind: 'list', items: ['Hikari Michi Fiber'] },
        { kind: 'price', price: { title: 'Hoshizuki', total: 37_900, lines: [{ label: 'Base fare', detail: '', amount: 37_900 }] } },
      ],
    };
    const text = renderText(english);
    expect(text).toContain('Moving from: 1-2-3 Shinjuku, Shinjuku-ku, Tokyo 160-0022\n    Mansion (concrete apartment building), 1LDK');
    expect(text).toContain('- Hikari Michi Fiber');
    expect(text).toContain('Hoshizuki  ¥37,900\n    Base fare  ¥37,900\n');
    const html = renderHtml(english);
    expect(html.startsWith('<!doctype html><html lang="en">')).toBe(true);
    expect(html).toContain('>Total</th>');
    expect(`${text}${html}`).not.toMatch(/[\u3000-\u30ff\u4e00-\u9fff]/u);
  });
});
