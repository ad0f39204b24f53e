import { describe, expect, it } from 'vitest';
import { CONTACT_WINDOW_OPTIONS, DEFAULT_CONTACT_PREFERENCE } from '../options/contactPreference.ts';
import { contactPreferenceRule, orderedContactWindows } from './contactPreferenceRules.ts';
import { MESSAGES } from './messages.ts';

describe('contactPreferenceRule', () => {
  it('passes e-mail only without windows (the default) and phone with listed windows', () => {
    expect(contactPreferenceRule(DEFAULT_CONTACT_PREFERENCE)).toBeUndefined();
    expect(contactPreferenceRule({ method: 'phone', windows: ['weekdayEvening'] })).toBeUndefined();
    expect(contactPreferenceRule({ method: 'phone', windows: CONTACT_WINDOW_OPTIONS.map((option) => option.value) })).toBeUndefined();
  });

  it('asks for a window when phone is chosen without one', () => {
    expect(contactPreferenceRule({ method: 'phone', windows: [] })).toBe(MESSAGES.contactPreference.windowRequired);
  });

  it('refuses windows with e-mail only', () => {
    expect(contactPreferenceRule({ method: 'email', windows: ['weekendMorning'] })).toBe(MESSAGES.contactPreference.windowsWithEmail);
  });

  it('refuses a method or a window that is not on the list', () => {
    expect(contactPreferenceRule({ method: 'fax', windows: [] })).toBe(MESSAGES.contactPreference.method);
    expect(contactPreferenceRule({ method: 'phone', windows: ['midnight'] })).toBe(MESSAGES.contactPreference.unknownWindow);
    expect(contactPreferenceRule({ method: 'email', windows: ['midnight'] })).toBe(MESSAGES.contactPreference.unknownWindow);
  });
});

describe('orderedContactWindows', () => {
  it('keeps each window once, in the order of the list', () => {
    expect(orderedContactWindows(['weekendEvening', 'weekdayMorning', 'weekendEvening'])).toEqual(['weekdayMorning', 'weekendEvening']);
    expect(orderedContactWindows([])).toEqual([]);
  });
});
