import { formatYen } from '../../domain/format/price.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import { translateMessage } from '../../domain/i18n/message.ts';
import { translatorFor } from '../../domain/i18n/translators.ts';
import type { MailBlock, MailContent, MailPrice } from './mail-content.ts';

/**
 * Inline styles only: most mail clients drop <style> blocks. Colours are the product's primary
 * blue and neutral greys, each at least 4.5:1 against its background.
 */
const STYLE = {
  body: 'margin:0;padding:0;background:#f4f6f8;',
  sheet:
    "max-width:600px;margin:0 auto;padding:24px 16px;background:#ffffff;color:#1a1a1a;font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;font-size:15px;line-height:1.7;",
  heading: 'font-size:17px;margin:28px 0 8px;padding-bottom:4px;border-bottom:2px solid #1e5fb4;',
  paragraph: 'margin:0 0 12px;',
  notice: 'margin:0 0 12px;padding:12px;border:1px solid #b7791f;background:#fff8e1;',
  table: 'width:100%;border-collapse:collapse;margin:0 0 12px;',
  fieldLabel: 'width:8.5em;text-align:left;vertical-align:top;padding:4px 12px 4px 0;',
  fieldValue: 'vertical-align:top;padding:4px 0;',
  list: 'margin:0 0 12px;padding-left:20px;',
  priceTable: 'width:100%;border-collapse:collapse;margin:0 0 16px;border:1px solid #d0d7de;',
  priceCaption: 'text-align:left;font-weight:bold;padding:0 0 6px;',
  priceLabel: 'text-align:left;font-weight:normal;padding:6px 8px;border-top:1px solid #e5e7eb;',
  priceDetail: 'display:block;font-size:13px;color:#4b5563;',
  priceAmount: 'text-align:right;vertical-align:top;padding:6px 8px;white-space:nowrap;border-top:1px solid #e5e7eb;',
  priceTotal: 'text-align:right;padding:8px;white-space:nowrap;font-weight:bold;border-top:2px solid #d0d7de;',
  priceTotalLabel: 'text-align:left;padding:8px;border-top:2px solid #d0d7de;',
  link: 'display:inline-block;padding:10px 16px;background:#1e5fb4;color:#ffffff;text-decoration:none;border-radius:6px;font-weight:bold;',
} as const;

const ESCAPES: Readonly<Record<string, string>> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Text as HTML: markup characters escaped, line breaks kept. */
function escape(text: string): string {
  return text.replace(/[&<>"']/g, (char) => ESCAPES[char]!).replaceAll('\n', '<br>');
}

function priceHtml({ title, total, lines }: MailPrice, locale: Locale): string {
  const rows = lines.map(
    (line) =>
      `<tr><th scope="row" style="${STYLE.priceLabel}">${escape(line.label)}${line.detail === '' ? '' : `<span style="${STYLE.priceDetail}">${escape(line.detail)}</span>`}</th>` +
      `<td style="${STYLE.priceAmount}">${escape(formatYen(line.amount, locale))}</td></tr>`,
  );
  return (
    `<table style="${STYLE.priceTable}"><caption style="${STYLE.priceCaption}">${escape(title)}</caption>` +
    `<tbody>${rows.join('')}</tbody>` +
    `<tfoot><tr><th scope="row" style="${STYLE.priceTotalLabel}">${escape(translateMessage(translatorFor(locale), /*i18n*/ '合計'))}</th>` +
    `<td style="${STYLE.priceTotal}">${escape(formatYen(total, locale))}</td></tr></tfoot></table>`
  );
}

function blockHtml(block: MailBlock, locale: Locale): string {
  switch (block.kind) {
    case 'heading':
      return `<h2 style="${STYLE.heading}">${escape(block.text)}</h2>`;
    case 'paragraph':
      return `<p style="${STYLE.paragraph}">${escape(block.text)}</p>`;
    case 'notice':
      return `<p style="${STYLE.notice}"><strong>${escape(block.text)}</strong></p>`;
    case 'fields':
      return `<table style="${STYLE.table}"><tbody>${block.rows
        .map((row) => `<tr><th scope="row" style="${STYLE.fieldLabel}">${escape(row.label)}</th><td style="${STYLE.fieldValue}">${escape(row.value)}</td></tr>`)
        .join('')}</tbody></table>`;
    case 'list':
      return `<ul style="${STYLE.list}">${block.items.map((item) => `<li>${escape(item)}</li>`).join('')}</ul>`;
    case 'price':
      return priceHtml(block.price, locale);
    case 'link':
      return `<p style="${STYLE.paragraph}"><a href="${escape(block.href)}" style="${STYLE.link}">${escape(block.text)}</a></p>`;
  }
}

/** The HTML part of a message: the same blocks as the text part, in a single readable column. */
export function renderHtml(content: MailContent): string {
  return (
    `<!doctype html><html lang="${content.locale}"><head><meta charset="utf-8">` +
    '<meta name="viewport" content="width=device-width, initial-scale=1">' +
    `<title>${escape(content.subject)}</title></head>` +
    `<body style="${STYLE.body}"><div style="${STYLE.sheet}">${content.blocks.map((block) => blockHtml(block, content.locale)).join('\n')}</div></body></html>\n`
  );
}
