import type { ContactValues } from '../../ui/ContactFields/index.ts';
import { readJson, writeJson, type KeyValueStorage } from './storage.ts';

/**
 * Quick booking hands the contact the visitor typed to the estimate form (spec §1: its data
 * pre-fills the estimate form's contact too) through the origin's session storage, never a URL:
 * written at the moment the visitor follows a link to the estimate form, taken (and removed) by
 * the estimate form as it starts. Quick booking otherwise keeps no personal data in storage (spec §4).
 */
export const CONTACT_HAND_OFF_KEY = 'hand-off:estimate-contact';

const CONTACT_FIELDS: readonly (keyof ContactValues)[] = ['name', 'nameKana', 'email', 'tel'];

export function handOffContact(storage: KeyValueStorage, contact: ContactValues): void {
  writeJson(storage, CONTACT_HAND_OFF_KEY, contact);
}

/** The contact handed over, once: it is removed as it is read. Undefined when there is none or it is not one. */
export function takeHandedOffContact(storage: KeyValueStorage): ContactValues | undefined {
  const value = readJson(storage, CONTACT_HAND_OFF_KEY);
  storage.removeItem(CONTACT_HAND_OFF_KEY);
  if (typeof value !== 'object' || value === null) return undefined;
  const fields = value as Record<string, unknown>;
  return CONTACT_FIELDS.every((field) => typeof fields[field] === 'string') ? (fields as unknown as ContactValues) : undefined;
}
