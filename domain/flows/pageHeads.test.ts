import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { messageId } from '../i18n/message.ts';
import { PAGE_HEADS } from './pageHeads.ts';

describe('the pages’ heads', () => {
  it.each(Object.entries(PAGE_HEADS))('%s: its index.html says what the build writes', (folder, head) => {
    const html = readFileSync(resolve(import.meta.dirname, '../../app', folder, 'index.html'), 'utf8');
    expect(html).toContain(`<title>${messageId(head.title)}</title>`);
    if (head.description) expect(html).toContain(`<meta name="description" content="${messageId(head.description)}" />`);
  });
});
