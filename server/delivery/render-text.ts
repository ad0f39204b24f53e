import { formatYen } from '../../domain/format/price.ts';
import type { MailBlock, MailContent, MailPrice } from './mail-content.ts';

/** An ideographic (full-width) space: Japanese plain text indents and separates with it. */
const WIDE_SPACE = '\u3000';
/** Continuation lines of a multi-line value sit under its first line. */
const INDENT = WIDE_SPACE.repeat(2);
const RULE = '─'.repeat(30);

function indented(text: string): string {
  return text.split('\n').join(`\n${INDENT}`);
}

function priceText({ title, total, lines }: MailPrice): string {
  return [
    `${title}${WIDE_SPACE}${formatYen(total)}`,
    ...lines.map((line) => `${INDENT}${line.label}${WIDE_SPACE}${formatYen(line.amount)}${line.detail === '' ? '' : `（${line.detail}）`}`),
  ].join('\n');
}

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'heading':
      return `■ ${block.text}`;
    case 'paragraph':
      return block.text;
    case 'notice':
      return [RULE, block.text, RULE].join('\n');
    case 'fields':
      return block.rows.map((row) => `${row.label}：${indented(row.value)}`).join('\n');
    case 'list':
      return block.items.map((item) => `・${indented(item)}`).join('\n');
    case 'price':
      return priceText(block.price);
    case 'link':
      return `${block.text}\n${block.href}`;
  }
}

/** The plain-text part of a message: its blocks, one blank line apart. */
export function renderText(content: MailContent): string {
  return `${content.blocks.map(blockText).join('\n\n')}\n`;
}
