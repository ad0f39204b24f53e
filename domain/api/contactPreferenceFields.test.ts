import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../validation/messages.ts';
import { contactPreferenceOf, contactPreferenceWire } from './contactPreferenceFields.ts';
import { estimateRequestSchema } from './estimate.ts';
import { exampleEstimateRequest, exampleReservationReserveRequest } from '../testing/exampleRequests.ts';
import { reservationReserveRequestSchema } from './reservation.ts';

const schemas = [
  ['estimate', estimateRequestSchema, exampleEstimateRequest],
  ['reservation', reservationReserveRequestSchema, exampleReservationReserveRequest],
] as const;

/** The issues of a body that fails, as { field, message }. */
function issuesOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }) {
  expect(result.success).toBe(false);
  return result.error!.issues.map((issue) => ({ field: issue.path.join('.'), message: issue.message }));
}

describe.each(schemas)('the contact choice on the %s body', (_flow, schema, example) => {
  it('is e-mail only when the body leaves it out', () => {
    const { contactMethod: _method, contactWindows: _windows, ...without } = example;
    const parsed = schema.parse(without);
    expect(contactPreferenceOf(parsed)).toEqual({ method: 'email', windows: [] });
  });

  it('keeps phone windows once each, in the order of the list', () => {
    const parsed = schema.parse({ ...example, contactMethod: 'phone', contactWindows: ['weekendEvening', 'weekdayMorning', 'weekendEvening'] });
    expect(parsed.contactWindows).toEqual(['weekdayMorning', 'weekendEvening']);
  });

  it('refuses phone without a window, windows with e-mail only, and values off the lists', () => {
    expect(issuesOf(schema.safeParse({ ...example, contactMethod: 'phone', contactWindows: [] }))).toEqual([
      { field: 'contactWindows', message: MESSAGES.contactPreference.windowRequired },
    ]);
    expect(issuesOf(schema.safeParse({ ...example, contactMethod: 'email', contactWindows: ['weekdayMorning'] }))).toEqual([
      { field: 'contactWindows', message: MESSAGES.contactPreference.windowsWithEmail },
    ]);
    expect(issuesOf(schema.safeParse({ ...example, contactWindows: ['midnight'] }))).toContainEqual(
      { field: 'contactWindows.0', message: MESSAGES.contactPreference.unknownWindow },
    );
    expect(issuesOf(schema.safeParse({ ...example, contactWindows: 'weekdayMorning' }))).toContainEqual(
      { field: 'contactWindows', message: MESSAGES.contactPreference.unknownWindow },
    );
    expect(issuesOf(schema.safeParse({ ...example, contactMethod: 'fax' }))).toContainEqual(
      { field: 'contactMethod', message: MESSAGES.contactPreference.method },
    );
  });
});

describe('contactPreferenceWire', () => {
  it('names the choice with the wire keys, windows in list order', () => {
    expect(contactPreferenceWire({ method: 'phone', windows: ['weekendMorning', 'weekdayEvening'] })).toEqual({
      contactMethod: 'phone',
      contactWindows: ['weekdayEvening', 'weekendMorning'],
    });
  });
});
