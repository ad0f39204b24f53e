import type { FlowEntry } from '../../domain/flows/flows.ts';
import type { Locale } from '../../domain/i18n/locale.ts';
import type { HeadCount } from '../../domain/options/household.ts';
import type { BelongingsCounts } from '../../domain/validation/belongingsRules.ts';
import type { ContactValues } from '../../ui/ContactFields/index.ts';
import { readJson, writeJson, type KeyValueStorage } from './storage.ts';

/**
 * What one flow hands the other when the visitor follows a link between quick booking and the
 * estimate form (spec §1, §4): the contact typed, and from the estimate form the person count and
 * belongings. It goes through the origin's session storage, never a URL (personal data stays out of
 * addresses and logs): written at the moment the visitor follows the link, taken (and removed) by
 * the receiving flow. Quick booking otherwise keeps no personal data in storage (spec §4).
 */
export interface FlowHandOff {
  contact?: ContactValues;
  headCount?: HeadCount;
  belongingsCounts?: BelongingsCounts;
}

/** A hand-off is for a flow's page, by its entry (its first path segment). */
export const handOffKey = (to: FlowEntry) => `hand-off:${to}`;

const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ['name', 'nameKana', 'email', 'tel'];
const HEAD_COUNTS: readonly string[] = ['1', '2', '3'];

/** The contact when every field is typed text and one is not empty; a contact of nothing is none. */
function contactOf(value: unknown): ContactValues | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  if (!CONTACT_FIELDS.every((field) => typeof fields[field] === 'string')) return undefined;
  const contact = fields as unknown as ContactValues;
  return CONTACT_FIELDS.some((field) => contact[field] !== '') ? contact : undefined;
}

function quantityOf(value: unknown): BelongingsCounts | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const entries = Object.entries(value as Record<string, unknown>).filter((entry): entry is [string, string] => typeof entry[1] === 'string');
  return entries.length > 0 ? Object.fromEntries(entries) : undefined;
}

/** Leaves `handOff` for flow `to`; nothing when it holds nothing. */
export function handOff(storage: KeyValueStorage, to: FlowEntry, handOff: FlowHandOff): void {
  const contact = contactOf(handOff.contact);
  const kept: FlowHandOff = { ...(contact ? { contact } : {}), ...(handOff.headCount ? { headCount: handOff.headCount } : {}), ...(quantityOf(handOff.belongingsCounts) ? { belongingsCounts: handOff.belongingsCounts } : {}) };
  if (Object.keys(kept).length > 0) writeJson(storage, handOffKey(to), kept);
}

/** What was handed to flow `to`, once: it is removed as it is read. Parts that are not what they should be are dropped. */
export function takeHandOff(storage: KeyValueStorage, to: FlowEntry): FlowHandOff {
  const value = readJson(storage, handOffKey(to));
  storage.removeItem(handOffKey(to));
  if (typeof value !== 'object' || value === null) return {};
  const { contact, headCount, belongingsCounts } = value as Record<string, unknown>;
  const taken: FlowHandOff = {};
  const handedContact = contactOf(contact);
  if (handedContact) taken.contact = handedContact;
  if (typeof headCount === 'string' && HEAD_COUNTS.includes(headCount)) taken.headCount = headCount as HeadCount;
  const quantity = quantityOf(belongingsCounts);
  if (quantity) taken.belongingsCounts = quantity;
  return taken;
}

/** What a flow's page hands the same page in another language, beyond what its storage keeps (issue 28). */
export const languageHandOffKey = (flow: FlowEntry) => `hand-off:${flow}:language`;

/** What is written: the page's hand-over and the language of the page it is for. */
interface LanguageHandOffEnvelope {
  locale: Locale;
  handOff: unknown;
}

/**
 * Leaves `handOff` for flow `flow`'s page in `locale`, which the visitor is about to load with the
 * language switch. Like a hand-off between flows it goes through session storage, never the URL,
 * written at the click and taken once by the next page.
 */
export function handOffAcrossLanguages(storage: KeyValueStorage, flow: FlowEntry, locale: Locale, handOff: object): void {
  writeJson(storage, languageHandOffKey(flow), { locale, handOff } satisfies LanguageHandOffEnvelope);
}

/**
 * What was left for flow `flow`'s page in `locale`, once: it is removed as it is read, and one left
 * for the other language (a switch followed that never arrived) is dropped, never shown later. The
 * flow checks its shape.
 */
export function takeHandOffAcrossLanguages(storage: KeyValueStorage, flow: FlowEntry, locale: Locale): unknown {
  const value = readJson(storage, languageHandOffKey(flow));
  storage.removeItem(languageHandOffKey(flow));
  if (typeof value !== 'object' || value === null) return undefined;
  const envelope = value as Partial<LanguageHandOffEnvelope>;
  return envelope.locale === locale ? envelope.handOff : undefined;
}
