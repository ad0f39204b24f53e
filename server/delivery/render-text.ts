import { formatYen } from '../../domain/format/price.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { MailBlock, MailContent, MailPrice } from './mail-content.ts';

/** How plain text sets its pieces apart in each language: Japanese with ideographic (full-width) spaces and brackets. */
interface TextTypography {
  /** Between a price's title or line and its amount. */
  space: string;
  /** Continuation lines of a multi-line value sit under its first line. */
  indent: string;
  /** Between a field's label and its value. */
  separator: string;
  bullet: string;
  /** A line's detail after its label. */
  detail(text: string): string;
}

const TYPOGRAPHY: Readonly<Record<Locale, TextTypography>> = {
  ja: { space: '\u3000', indent: '\u3000\u3000', separator: '：', bullet: '・', detail: (text) => `（${text}）` },
  en: { space: '  ', indent: '    ', separator: ': ', bullet: '- ', detail: (text) => ` (${text})` },
  // Chinese writes full-width punctuation as Japanese does, but not the kana middle dot.
  zh: { space: '\u3000', indent: '\u3000\u3000', separator: '：', bullet: '• ', detail: (text) => `（${text}）` },
  vi: { space: '  ', indent: '    ', separator: ': ', bullet: '- ', detail: (text) => ` (${text})` },
};

const RULE = '─'.repeat(30);

function blockText(block: MailBlock, locale: Locale): string {
  const type = TYPOGRAPHY[locale];
  const indented = (text: string) => text.split('\n').join(`\n${type.indent}`);
  const priceText = ({ title, total, lines }: MailPrice) =>
    [
      `${title}${type.space}${formatYen(total, locale)}`,
      ...lines.map((line) => `${type.indent}${line.label}${type.space}${formatYen(line.amount, locale)}${line.detail === '' ? '' : type.detail(line.detail)}`),
    ].join('\n');
  switch (block.kind) {
    case 'heading':
      return `■ ${block.text}`;
    case 'paragraph':
      return block.text;
    case 'notice':
      return [RULE, block.text, RULE].join('\n');
    case 'fields':
      return block.rows.map((row) => `${row.label}${type.separator}${indented(row.value)}`).join('\n');
    case 'list':
      return block.items.map((item) => `${type.bullet}${indented(item)}`).join('\n');
    case 'price':
      return priceText(block.price);
    case 'link':
      return `${block.text}\n${block.href}`;
  }
}

/** The plain-text part of a message: its blocks, one blank line apart. */
export function renderText(content: MailContent): string {
  return `${content.blocks.map((block) => blockText(block, content.locale)).join('\n\n')}\n`;
}
