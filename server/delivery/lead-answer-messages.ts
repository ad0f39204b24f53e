import type { PricePart } from '../../domain/api/priceLines.ts';
import { quickBookingUrlOf } from '../../domain/flows/flowLinks.ts';
import { isOfFlowWith, type AnsweredFlowId } from '../../domain/flows/flows.ts';
import { flowStart } from '../../domain/flows/urls.ts';
import type { MarketplaceCompany } from '../marketplace/types.ts';
import { lastDayOf } from '../requests/move.ts';
import type { RequestDetails } from '../requests/request-details.ts';
import { localizedPath, type Locale } from '../../domain/i18n/locale.ts';
import type { MoveWording } from './move-wording.ts';
import { leadAnswerNotice, type LeadOutcome } from './messages/lead-answer.ts';
import { moveInWords } from './move-description.ts';
import type { OutboxMessage } from './outbox-message.ts';
import { visitorAnswerMessage } from './request-messages.ts';

/** One company's answer to a provisional reservation or a quick booking (or its expiry), with the request it answers as stored. */
export type LeadAnswerDelivery = AnsweredRequest & LeadAnswerFacts & { outcome: LeadOutcome };

/** The request an answer is about, with its flow (a provisional reservation's, or a booking's, on its current day). */
export interface AnsweredRequest {
  flow: AnsweredFlowId;
  details: RequestDetails;
}

export interface LeadAnswerFacts {
  reference: string;
  company: MarketplaceCompany;
  price: { total: number; parts: readonly PricePart[] };
  answeredAt: Date;
  /** The language the request was made in, which its visitor hears the answer in. */
  locale: Locale;
}

/**
 * Where the visitor chooses another company for the same move, in their language: quick booking with
 * the route and day filled in (its query prefill carries no personal data), or the flow's start.
 */
function anotherCompanyUrl(delivery: AnsweredRequest, publicUrl: string, locale: Locale): string {
  if (!isOfFlowWith(delivery, 'booking')) return publicUrl + localizedPath(flowStart(delivery.flow), locale);
  const { origin, destination, schedule } = delivery.details.move;
  return publicUrl + localizedPath(quickBookingUrlOf({
    fromPostalCode: origin.postalCode,
    fromPrefecture: origin.prefecture,
    fromCity: origin.city,
    fromDistrict: origin.district,
    toPrefecture: destination.prefecture,
    toCity: destination.city,
    movingDate: lastDayOf(schedule).replaceAll('-', '/'),
  }), locale);
}

/** The visitor's message about the answer, in `wording` (their request's language), to the address they gave. */
export function leadAnswerMessage(wording: MoveWording, delivery: LeadAnswerDelivery, publicUrl: string, visitorLink: string): OutboxMessage {
  const { company, details } = delivery;
  return visitorAnswerMessage(delivery, (visitor) =>
    leadAnswerNotice(wording, {
      flow: delivery.flow,
      reference: delivery.reference,
      customerName: visitor.name,
      company: { name: company.name, telephoneNumber: company.telephoneNumber, businessHours: company.businessHours },
      price: delivery.price,
      move: moveInWords(wording, details),
      otherRequests: details.personal.note ?? undefined,
      outcome: delivery.outcome,
      link: anotherCompanyUrl(delivery, publicUrl, wording.locale),
      pageLink: visitorLink,
    }));
}
