import type { ReactNode } from 'react';
import { activeLocale, t } from '../../domain/i18n/i18n.ts';
import { formatYen } from '../../domain/format/price.ts';
import type { Message } from '../../domain/i18n/message.ts';

/*
 * A story's words in the story's language (the toolbar's, `storybook` Japanese, `storybook-en`
 * English), read while it renders or plays: never at module level, where the language is not yet
 * chosen. Args keep their Japanese, so the Japanese pictures and the controls stay as they were.
 */

/** The English of words a story makes up (what a visitor typed, a sample notice), keyed by their Japanese. */
export type StoryEnglish = Readonly<Record<string, string>>;

/**
 * A text arg as a page of the story's language passes it: as given on a Japanese page; on an
 * English page the story's own English of words it makes up, or else the catalogue's English of a
 * product message. A text found in neither (an arg edited in the controls) shows as it is.
 */
export function inStoryLanguage(text: string, ownEnglish: StoryEnglish = {}): string {
  if (activeLocale() === 'ja') return text;
  return ownEnglish[text] ?? t(text);
}

/**
 * What a visitor typed, as a visitor of a page of the story's language types it: the story's own
 * English of it, or the text as it is (never read through the catalogue: typed words are no message).
 */
export function typedInStoryLanguage(text: string, ownEnglish: StoryEnglish): string {
  return activeLocale() === 'ja' ? text : (ownEnglish[text] ?? text);
}

/** A text child or node arg as a page of the story's language passes it (see `inStoryLanguage`); other nodes as they are. */
export function nodeInStoryLanguage(node: ReactNode, ownEnglish: StoryEnglish = {}): ReactNode {
  return typeof node === 'string' ? inStoryLanguage(node, ownEnglish) : node;
}

/** A message (a validation rule's, a refusal) as a page of the story's language shows it: the app reads each through t(). */
export function shown(message: Message): string;
export function shown(message: Message | undefined): string | undefined;
export function shown(message: Message | undefined): string | undefined {
  return message === undefined ? undefined : t(message);
}

/** Each message of a field → message record as a page of the story's language shows it. */
export function allShown<K extends string>(messages: Partial<Record<K, Message>>): Partial<Record<K, string>> {
  return Object.fromEntries(Object.entries<Message | undefined>(messages).map(([field, message]) => [field, shown(message)])) as Partial<Record<K, string>>;
}

/** An amount as the story's page writes it: 48,400円, ¥48,400 in English. */
export function yen(amount: number): string {
  return formatYen(amount, activeLocale());
}

/** Text to look for, as a pattern matching it anywhere (a name that begins or ends with more). */
export function containing(text: string): RegExp {
  return new RegExp(text.replaceAll(/[.*+?^${}()|[\]\\]/g, '\\$&'));
}
