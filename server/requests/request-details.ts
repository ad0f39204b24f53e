import { flowHas } from '../../domain/flows/flows.ts';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';
import type { Move, MoveSchedule } from './move.ts';
import type { PersonalData } from './personal-data.ts';
import type { StoredRequest } from './request-repository.ts';

/**
 * What a visitor's request says, in our own names, whatever its flow: the move, who the visitor is,
 * how companies may reach them and the partner services chosen with it. Each flow's service makes it
 * once from the request as it came in (spec §7's wire names stop there); it is stored as it is
 * (request-repository.ts) and every message, lead page and visitor page is written from it.
 */
export interface RequestDetails {
  move: Move;
  personal: PersonalData;
  /** How the visitor wants to be contacted, where the flow asks (null: a booking, whose company may phone). */
  contact: ContactPreference | null;
  /** Partner services chosen on the form (those an estimate's visitor adds later are kept apart). */
  partners: readonly string[];
}

/** The visitor as their request names them; the phone where they allow calls (every booking), else null. */
export function sharedPhone(details: Pick<RequestDetails, 'personal' | 'contact'>): string | null {
  return details.contact === null || details.contact.method === 'phone' ? details.personal.tel : null;
}

/**
 * A stored request's details as they stand: a booking's move is on its day now, which follows the
 * visitor's changes, while its stored move keeps the day it was booked for.
 */
export function currentDetails(request: StoredRequest): RequestDetails {
  const { move, personal, contact, partners } = request;
  const schedule: MoveSchedule = flowHas(request.flow, 'booking') ? { kind: 'day', date: request.movingDate } : move.schedule;
  return { move: { ...move, schedule }, personal, contact, partners };
}
