import { isOfFlowWith, soleFlowWith, type FlowId, type MovingFormFlowId } from '../../domain/flows/flows.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { ContactPreference } from '../../domain/options/contactPreference.ts';
import { allianceWords } from '../marketplace/catalogue-words.ts';
import type { MarketplaceAlliance, MarketplaceCompany } from '../marketplace/types.ts';
import { lastDayOf } from '../requests/move.ts';
import { sharedPhone, type RequestDetails } from '../requests/request-details.ts';
import type { MailContent } from './mail-content.ts';
import type { OutboxMessage } from './outbox-message.ts';
import { companyLeadItems, partnerLeadItems } from '../sharing/shared-items.ts';
import { companyLead, type LeadCustomer } from './messages/company-lead.ts';
import { erasureNotice } from './messages/erasure-notice.ts';
import { partnerLead } from './messages/partner-lead.ts';
import { visitorChangeNotice, type VisitorChange } from './messages/visitor-change-notice.ts';
import { visitorConfirmation, type BookingHold } from './messages/visitor-confirmation.ts';
import { reservationAnswerBy } from '../leads/lead-deadlines.ts';
import { moveInWords, type MoveInWords } from './move-description.ts';
import type { MoveWording } from './move-wording.ts';
import type { Locale } from '../../domain/i18n/locale.ts';

/** A company a request went to, with the price the visitor saw for it (null where none was given). */
export interface QuotedCompany {
  company: MarketplaceCompany;
  price: number | null;
  priceParts: readonly PricePart[] | null;
}

/**
 * The languages one request's messages are written in: Japanese for the companies and partner
 * services, the request's own language for its visitor (the same wording for a Japanese request).
 */
export interface RequestWordings {
  companies: MoveWording;
  visitor: MoveWording;
}

/** A request's move, as its companies read it and as its visitor reads it. */
interface MoveForBoth {
  companies: MoveInWords;
  visitor: MoveInWords;
}

/** The move written out for both audiences, once when they share a language. */
function moveForBoth(wordings: RequestWordings, describe: (wording: MoveWording) => MoveInWords): MoveForBoth {
  const companies = describe(wordings.companies);
  return { companies, visitor: wordings.visitor === wordings.companies ? companies : describe(wordings.visitor) };
}

/**
 * Everything one request's messages are made of, whatever the flow, but the links `RequestMail`
 * makes for them in the request's transaction.
 */
export interface SentRequest {
  flow: FlowId;
  reference: string;
  receivedAt: Date;
  /** The move day the request's links last from (an estimate's last possible day). */
  movingDate: string;
  /** The visitor as a company may know them (phone only where allowed); the visitor's own e-mail and language. */
  customer: LeadCustomer;
  /** The move written out in a wording (once per language its readers read). */
  move: (wording: MoveWording) => MoveInWords;
  otherRequests: string | undefined;
  quoted: readonly QuotedCompany[];
  undelivered: readonly MarketplaceCompany[];
  partners: readonly MarketplaceAlliance[];
  contact: ContactPreference | null;
  hold: BookingHold | null;
  /** ISO 8601 instant until which the companies may answer; null where they call the visitor instead. */
  answerBy: string | null;
}

/** Each company's private link to its lead's page, by company code (made by `RequestMail` in the request's transaction). */
export type LeadLinks = ReadonlyMap<string, string>;

/**
 * The messages of one request, leads first: one per company it went to (each with its own link),
 * one per partner service chosen, then the visitor's confirmation listing them all and carrying
 * `visitorLink`, their private link to the request.
 */
export function requestMessages(wordings: RequestWordings, delivery: SentRequest, visitorLink: string, leadLinks: LeadLinks): OutboxMessage[] {
  const { flow, reference, receivedAt, customer, otherRequests, contact } = delivery;
  const move = moveForBoth(wordings, delivery.move);
  const companies = delivery.quoted.map(({ company, price, priceParts }) => ({ name: company.name, price, priceParts }));
  const leads = delivery.quoted.map(({ company }, index): OutboxMessage => ({
    kind: 'company-lead',
    reference,
    recipientCode: company.code,
    recipient: company.leadEmail,
    replyTo: customer.email,
    content: companyLead(wordings.companies, {
      flow, reference, receivedAt, company: companies[index]!, customer, contact, move: move.companies, otherRequests,
      holdExpiresAt: delivery.hold?.expiresAt ?? null, link: leadLinkOf(leadLinks, company.code), answerBy: delivery.answerBy,
    }),
    shares: { recipientKind: 'company', recipientName: company.name, items: companyLeadItems(customer, move.companies, otherRequests) },
  }));
  const partnerMessages = delivery.partners.map((partner) => partnerMessage(reference, receivedAt, partner, customer, move.companies));
  const confirmation: OutboxMessage = {
    kind: 'visitor-confirmation',
    reference,
    recipientCode: null,
    recipient: customer.email,
    replyTo: null,
    content: visitorConfirmation(wordings.visitor, {
      flow,
      reference,
      receivedAt,
      customerName: customer.name,
      move: move.visitor,
      otherRequests,
      companies,
      undelivered: delivery.undelivered.map((company) => company.name),
      partners: delivery.partners.map((partner) => allianceWords(partner, wordings.visitor.locale).title),
      contact,
      hold: delivery.hold,
      link: visitorLink,
    }),
  };
  return [...leads, ...partnerMessages, confirmation];
}

function leadLinkOf(links: LeadLinks, companyCode: string): string {
  const link = links.get(companyCode);
  if (link === undefined) throw new Error(`no lead link was made for company ${companyCode}`);
  return link;
}

function partnerMessage(reference: string, receivedAt: Date, partner: MarketplaceAlliance, customer: LeadCustomer, move: MoveInWords): OutboxMessage {
  return {
    kind: 'partner-lead',
    reference,
    recipientCode: partner.id,
    recipient: partner.leadEmail,
    replyTo: customer.email,
    content: partnerLead({ reference, receivedAt, partnerTitle: partner.title, customer, destinationArea: move.destinationArea, moveMonth: move.moveMonth }),
    shares: { recipientKind: 'partner', recipientName: partner.title, items: partnerLeadItems(customer) },
  };
}

/**
 * The visitor as a company may know them, who wrote in `locale`: the phone number only where they
 * allow calls (every booking). A piece erased reads as nothing.
 */
export function customerOf(details: Pick<RequestDetails, 'personal' | 'contact'>, locale: Locale): LeadCustomer {
  const { personal } = details;
  return { name: personal.name ?? '', nameKana: personal.nameReading ?? '', email: personal.email ?? '', tel: sharedPhone(details), locale };
}

/** A message to a request's visitor about an answer to it (to the address they gave; a reply reaches nobody), written for them by `content`. */
export function visitorAnswerMessage(
  request: { reference: string; details: Pick<RequestDetails, 'personal' | 'contact'>; locale: Locale },
  content: (visitor: LeadCustomer) => MailContent,
): OutboxMessage {
  const visitor = customerOf(request.details, request.locale);
  return { kind: 'lead-answer', reference: request.reference, recipientCode: null, recipient: visitor.email, replyTo: null, content: content(visitor) };
}

/**
 * A request made on the moving form, with its flow (which the flow's own service gives): an estimate
 * request, whose companies call the visitor, or a provisional reservation, which they answer.
 */
export interface FormRequestDelivery {
  flow: MovingFormFlowId;
  details: RequestDetails;
  requestId: string;
  receivedAt: Date;
  quoted: readonly QuotedCompany[];
  undelivered: readonly MarketplaceCompany[];
  partners: readonly MarketplaceAlliance[];
  /** The language the request was made in. */
  locale: Locale;
}

/** What a request's messages read of its details, whatever its flow: the day its links last from, the visitor and the move. */
function sentDetails(details: RequestDetails, locale: Locale): Pick<SentRequest, 'movingDate' | 'customer' | 'move' | 'otherRequests' | 'contact'> {
  return {
    movingDate: lastDayOf(details.move.schedule),
    customer: customerOf(details, locale),
    move: (wording) => moveInWords(wording, details),
    otherRequests: details.personal.note ?? undefined,
    contact: details.contact,
  };
}

/** A moving form's request, to send; where its companies answer, they do so by the deadline its day sets. */
export function sentFormRequest(delivery: FormRequestDelivery): SentRequest {
  const sent = sentDetails(delivery.details, delivery.locale);
  return {
    ...sent,
    flow: delivery.flow,
    reference: delivery.requestId,
    receivedAt: delivery.receivedAt,
    quoted: delivery.quoted,
    undelivered: delivery.undelivered,
    partners: delivery.partners,
    hold: null,
    answerBy: isOfFlowWith(delivery, 'companyAnswers') ? reservationAnswerBy(delivery.receivedAt, sent.movingDate).toISOString() : null,
  };
}

export interface QuickBookingDelivery {
  details: RequestDetails;
  reservationId: string;
  receivedAt: Date;
  booked: QuotedCompany;
  /** ISO 8601 instant the hold ends (`expiredDate`). */
  expiresAt: string;
  /** The company's weekly closed days, 0 Sunday … 6 Saturday. */
  closedWeekdays: readonly number[];
  /** The language the booking was made in. */
  locale: Locale;
}

/** A quick booking, to send: its company's lead (a booking held until the expiry) and the visitor's confirmation. */
export function sentBooking(delivery: QuickBookingDelivery): SentRequest {
  const { booked } = delivery;
  return {
    ...sentDetails(delivery.details, delivery.locale),
    flow: soleFlowWith('booking'),
    reference: delivery.reservationId,
    receivedAt: delivery.receivedAt,
    quoted: [booked],
    undelivered: [],
    partners: [],
    hold: {
      expiresAt: delivery.expiresAt,
      closedWeekdays: delivery.closedWeekdays,
      telephoneNumber: booked.company.telephoneNumber,
      businessHours: booked.company.businessHours,
    },
    answerBy: delivery.expiresAt,
  };
}

export interface PartnersAddedDelivery {
  /** The estimate request the partners were added to, as stored, and the language it was made in. */
  details: RequestDetails;
  locale: Locale;
  requestId: string;
  receivedAt: Date;
  partners: readonly MarketplaceAlliance[];
}

/** Partners chosen on the page after an estimate: one message to each, in Japanese, with what it needs. */
export function partnersAddedMessages(companies: MoveWording, delivery: PartnersAddedDelivery): OutboxMessage[] {
  const move = moveInWords(companies, delivery.details);
  const customer = customerOf(delivery.details, delivery.locale);
  return delivery.partners.map((partner) => partnerMessage(delivery.requestId, delivery.receivedAt, partner, customer, move));
}

/** A change the visitor made from their page, to be told to each company it concerns. */
export interface VisitorChangeDelivery {
  flow: FlowId;
  reference: string;
  at: Date;
  companies: readonly MarketplaceCompany[];
  change: VisitorChange;
}

/**
 * One notice to each company a change concerns, by reference only (kind 'notice': it carries none of
 * the visitor's data). No Reply-To: the visitor's address may be the very thing being erased.
 */
export function visitorChangeMessages(companies: MoveWording, delivery: VisitorChangeDelivery): OutboxMessage[] {
  return delivery.companies.map((company) => ({
    kind: 'notice',
    reference: delivery.reference,
    recipientCode: company.code,
    recipient: company.leadEmail,
    replyTo: null,
    content: visitorChangeNotice(companies, { flow: delivery.flow, reference: delivery.reference, companyName: company.name, at: delivery.at, change: delivery.change }),
  }));
}

/** An erasure told to the partner services a request went to (those that never received it are left out when it is erased). */
export interface PartnersErasedDelivery {
  reference: string;
  at: Date;
  partners: readonly MarketplaceAlliance[];
}

/** One notice to each partner service, by reference only: the request withdrawn, the visitor's data erased. */
export function partnersErasedMessages(delivery: PartnersErasedDelivery): OutboxMessage[] {
  return delivery.partners.map((partner) => ({
    kind: 'notice',
    reference: delivery.reference,
    recipientCode: partner.id,
    recipient: partner.leadEmail,
    replyTo: null,
    content: erasureNotice({ reference: delivery.reference, addressee: partner.title, at: delivery.at }),
  }));
}
