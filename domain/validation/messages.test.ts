import { describe, expect, it } from 'vitest';
import { isMessage, translateMessage, type Message } from '../i18n/message.ts';
import { translatorFor } from '../i18n/translators.ts';
import { MESSAGES } from './messages.ts';

/** Every message of MESSAGES, the functions called with a sample value. */
function everyMessage(node: unknown): Message[] {
  if (isMessage(node)) return [node];
  if (typeof node === 'function') return everyMessage((node as (value: number) => unknown)(10));
  if (typeof node === 'object' && node !== null) return Object.values(node).flatMap(everyMessage);
  return [];
}

const JAPANESE_WORDS = /[\u3040-\u309f\u4e00-\u9fff]/u;

describe('the validation messages (spec §5)', () => {
  const messages = everyMessage(MESSAGES);

  it('each have an English counterpart in the catalogue, not the Japanese text', () => {
    expect(messages.length).toBeGreaterThan(70);
    for (const message of messages) {
      const english = translateMessage(translatorFor('en'), message);
      expect(english, JSON.stringify(message)).not.toBe(translateMessage(translatorFor('ja'), message));
      expect(english, JSON.stringify(message)).not.toMatch(JAPANESE_WORDS);
    }
  });
});
