import type { KantanReserveRequest } from '../../domain/api/kantanYoyaku.ts';
import type { ReservationReserveRequest } from '../../domain/api/reservation.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import { quickBookingUrlOf } from '../../domain/flows/flowLinks.ts';
import { flowBase } from '../../domain/flows/urls.ts';
import type { MarketplaceCompany } from '../marketplace/types.ts';
import type { AddressIndex } from '../reference/address-index.ts';
import { leadAnswerNotice, type LeadOutcome } from './messages/lead-answer.ts';
import { quickBookingMoveInWords, reservationMoveInWords } from './move-description.ts';
import type { OutboxMessage } from './outbox-message.ts';

/** One company's answer to a provisional reservation or a quick booking (or its expiry), with the request it answers as stored. */
export type LeadAnswerDelivery = AnsweredRequest & LeadAnswerFacts & { outcome: LeadOutcome };

/** The request an answer is about, with its flow. */
export type AnsweredRequest =
  | { flow: 'reservation'; request: ReservationReserveRequest }
  | { flow: 'quickBooking'; request: KantanReserveRequest };

export interface LeadAnswerFacts {
  reference: string;
  company: MarketplaceCompany;
  price: { total: number; parts: readonly PricePart[] };
  answeredAt: Date;
}

/**
 * Where the visitor chooses another company for the same move: quick booking with the route and day
 * filled in (its query prefill carries no personal data), or the reservation flow's start.
 */
function anotherCompanyUrl(delivery: AnsweredRequest, publicUrl: string): string {
  if (delivery.flow === 'reservation') return `${publicUrl}${flowBase('reservation')}`;
  const { request } = delivery;
  return publicUrl + quickBookingUrlOf({
    fromPostalCode: request.fromPostalCode,
    fromPrefecture: request.fromPrefecture,
    fromCity: request.fromCity,
    fromDistrict: request.fromDistrict,
    toPrefecture: request.toPrefecture,
    toCity: request.toCity,
    pickedDate: request.movingDate.replaceAll('-', '/'),
  });
}

/** The visitor's message about the answer, to the address they gave. */
export function leadAnswerMessage(addresses: AddressIndex, delivery: LeadAnswerDelivery, publicUrl: string, visitorLink: string): OutboxMessage {
  const visitor = delivery.flow === 'reservation'
    ? { name: delivery.request.shimei, email: delivery.request.email, move: reservationMoveInWords(addresses, delivery.request), otherRequests: delivery.request.etcYobo }
    : { name: delivery.request.customerName, email: delivery.request.customerEmail, move: quickBookingMoveInWords(addresses, delivery.request), otherRequests: undefined };
  const { company } = delivery;
  return {
    kind: 'lead-answer',
    reference: delivery.reference,
    recipientCode: null,
    recipient: visitor.email,
    replyTo: null,
    content: leadAnswerNotice({
      flow: delivery.flow,
      reference: delivery.reference,
      customerName: visitor.name,
      company: { name: company.name, telephoneNumber: company.telephoneNumber, businessHours: company.businessHours },
      price: delivery.price,
      move: visitor.move,
      otherRequests: visitor.otherRequests,
      outcome: delivery.outcome,
      link: anotherCompanyUrl(delivery, publicUrl),
      pageLink: visitorLink,
    }),
  };
}
