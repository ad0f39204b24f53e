import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { afterEach, describe, expect, it } from 'vitest';
import { emlFileTransport, isRelayUnreachable } from './mail-transport.ts';
import type { QueuedMessage } from './outbox-repository.ts';

const message: QueuedMessage = {
  id: 42,
  messageId: '<0b8f5e2c-1f1e-4d7e-9f7a-3c2b1a0d9e8f@hikkoshi.example.jp>',
  kind: 'visitor-confirmation',
  reference: 'KY-7Q2M9D4X1B',
  recipientCode: null,
  recipient: 'taro@example.jp',
  replyTo: null,
  subject: '【引越し比較】かんたん予約を受け付けました（予約番号 KY-7Q2M9D4X1B）',
  text: '山田 太郎 様\n',
  html: '<p>山田 太郎 様</p>',
  attempts: 1,
  createdAt: new Date('2026-11-25T18:01:02Z'),
};

describe('the .eml transport', () => {
  let dir = '';
  afterEach(() => rm(dir, { recursive: true, force: true }));

  it('writes the message as a mail program opens it, named by time, id and kind, never by address', async () => {
    dir = await mkdtemp(join(tmpdir(), 'hikkoshi-eml-'));
    const transport = emlFileTransport({ dir, from: '引越し比較 <no-reply@hikkoshi.example.jp>' });
    const file = await transport.send(message);
    transport.close();
    expect(await readdir(dir)).toEqual(['20261125-180102-42-visitor-confirmation.eml']);
    expect(file).toBe(join(dir, '20261125-180102-42-visitor-confirmation.eml'));
    const mail = await simpleParser(await readFile(file));
    expect(mail.messageId).toBe(message.messageId);
    expect(mail.subject).toBe(message.subject);
    expect(mail.to && 'text' in mail.to ? mail.to.text : '').toBe('taro@example.jp');
    expect(mail.date?.toISOString()).toBe('2026-11-25T18:01:02.000Z');
    expect(mail.text).toBe('山田 太郎 様\n');
    expect(mail.html).toBe('<p>山田 太郎 様</p>');
  });
});

describe('isRelayUnreachable', () => {
  it('tells a relay that does not answer from one that refuses a message', () => {
    expect(isRelayUnreachable(Object.assign(new Error('connect ECONNREFUSED'), { code: 'ESOCKET' }))).toBe(true);
    expect(isRelayUnreachable(Object.assign(new Error('Greeting never received'), { code: 'ETIMEDOUT' }))).toBe(true);
    expect(isRelayUnreachable(Object.assign(new Error('550 5.1.1 no such user'), { code: 'EENVELOPE', responseCode: 550 }))).toBe(false);
    expect(isRelayUnreachable(Object.assign(new Error('554 refused'), { code: 'EMESSAGE', responseCode: 554 }))).toBe(false);
    expect(isRelayUnreachable(new Error('no code'))).toBe(false);
    expect(isRelayUnreachable('text')).toBe(false);
  });
});
