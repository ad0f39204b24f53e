import { inRecordOrder, type SharedItem } from '../../domain/sharing/sharingRecord.ts';
import type { LeadCustomer } from '../delivery/messages/company-lead.ts';
import type { MoveInWords } from '../delivery/move-description.ts';

/*
 * The items of a visitor's data each kind of message carries, read off what the message is made of,
 * so the record (APPI Art. 29) says exactly what was sent: the phone only where the message has it.
 */

/** Who the visitor is and how to reach them, as the message gives them. */
function contactItems(customer: Pick<LeadCustomer, 'tel'>): SharedItem[] {
  return ['name', 'nameReading', 'email', ...(customer.tel === null ? [] : ['phone' as const])];
}

/** A company's lead: the visitor, both addresses, the move, the belongings listed or typed, and the visitor's requests where they wrote any. */
export function companyLeadItems(customer: Pick<LeadCustomer, 'tel'>, move: Pick<MoveInWords, 'belongings' | 'otherBelongings'>, otherRequests: string | undefined): SharedItem[] {
  const belongings = move.belongings.length > 0 || move.otherBelongings.trim() !== '';
  const notes = (otherRequests ?? '').trim() !== '';
  return inRecordOrder([...contactItems(customer), 'addresses', 'move', ...(belongings ? ['belongings' as const] : []), ...(notes ? ['notes' as const] : [])]);
}

/** A partner service's lead: the visitor, the destination's prefecture and city, and the month of the move. */
export function partnerLeadItems(customer: Pick<LeadCustomer, 'tel'>): SharedItem[] {
  return [...contactItems(customer), 'destinationArea', 'moveMonth'];
}
