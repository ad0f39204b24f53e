/**
 * The product's flows, each defined once (issue 36): its id (the name the API, the database and the
 * code give it), the pages that hold it, and what a visitor and a company may do with its requests.
 * Every union of flows is derived from here; code that treats flows differently asks a flow's
 * capability, not its name. What a rule or a message says per flow sits with the rule or message,
 * in a record keyed by FlowId (a flow added here is a type error there until it is filled in), so a
 * page loads this object only where it asks a capability.
 */
export interface FlowDefinition {
  /** The app/ folders and first path segments of the flow's pages (domain/flows/urls.ts). */
  readonly entries: readonly string[];
  /**
   * The moving form's rules where the flow fills it (addresses, schedule, belongings, contact; spec
   * §3 "Reservation and estimate form"), or null: the visitor books one company on its own form.
   */
  readonly movingForm: MovingFormRules | null;
  /** The company confirms or declines each of its leads from the lead page (an estimate's company calls the visitor instead). */
  readonly companyAnswers: boolean;
  /** A booking: the visitor cancels it (with the fee of spec §5) and may change its date; the others' requests are withdrawn. */
  readonly booking: boolean;
}

export interface MovingFormRules {
  /** The origin's house number is required (a company holds a day for it), not only checked. */
  readonly houseNumberRequired: boolean;
  /** The phone is optional on the form and asked for at the final submit (spec §4). */
  readonly phoneAtSubmit: boolean;
}

export const FLOWS = {
  estimate: {
    entries: ['mitsumori', 'embed-mitsumori'],
    movingForm: { houseNumberRequired: false, phoneAtSubmit: true },
    companyAnswers: false,
    booking: false,
  },
  reservation: {
    entries: ['reservation'],
    movingForm: { houseNumberRequired: true, phoneAtSubmit: false },
    companyAnswers: true,
    booking: false,
  },
  quickBooking: { entries: ['kantan-yoyaku'], movingForm: null, companyAnswers: true, booking: true },
} as const satisfies Record<string, FlowDefinition>;

type Flows = typeof FLOWS;

/** A flow: 'estimate', 'reservation', 'quickBooking'. */
export type FlowId = keyof Flows;

/** Every flow, in the registry's order. */
export const FLOW_IDS = /* @__PURE__ */ Object.keys(FLOWS) as FlowId[];

type Capability = 'companyAnswers' | 'booking';

/** The flows whose capability `capability` is true. */
export type FlowsWith<Of extends Capability> = {
  [Flow in FlowId]: Flows[Flow][Of] extends true ? Flow : never;
}[FlowId];

/** The flows whose capability `capability` is false. */
export type FlowsWithout<Of extends Capability> = Exclude<FlowId, FlowsWith<Of>>;

/** The flows on the moving form: 'estimate' | 'reservation'. */
export type MovingFormFlowId = {
  [Flow in FlowId]: Flows[Flow]['movingForm'] extends null ? never : Flow;
}[FlowId];

/** The moving form's rules of `flow`. */
export function movingFormRulesOf(flow: MovingFormFlowId): MovingFormRules {
  return FLOWS[flow].movingForm;
}

/** The flows whose companies answer their leads: 'reservation' | 'quickBooking'. */
export type AnsweredFlowId = FlowsWith<'companyAnswers'>;

/** The flows whose companies answer requests that are not bookings (a provisional reservation): 'reservation'. */
export type ProvisionalFlowId = Exclude<AnsweredFlowId, FlowsWith<'booking'>>;

/** A page that holds a flow: 'mitsumori', 'embed-mitsumori', 'reservation', 'kantan-yoyaku'. */
export type FlowEntry = Flows[FlowId]['entries'][number];

/** Whether `flow` has `capability`, narrowing it to the flows that do. */
export function flowHas<Of extends Capability>(flow: FlowId, capability: Of): flow is FlowsWith<Of> {
  return FLOWS[flow][capability];
}

/**
 * Whether `item` (a lead, a request, a link's subject: anything with its flow) is of a flow that has
 * `capability`, narrowing it to those flows' items.
 */
export function isOfFlowWith<Item extends { readonly flow: FlowId }, Of extends Capability>(item: Item, capability: Of): item is Item & { readonly flow: FlowsWith<Of> } {
  return flowHas(item.flow, capability);
}

/** True where `Flow` is more than one flow. */
type Several<Flow extends FlowId, All extends FlowId = Flow> = Flow extends unknown ? ([All] extends [Flow] ? false : true) : never;

/**
 * The one flow with `capability`, for code that serves what only that flow does and is not told
 * which flow it serves (a booking's date proposals). Once a second flow has the capability, each
 * call is a type error: that code must then be given its flow.
 */
export function soleFlowWith<Of extends Capability>(capability: true extends Several<FlowsWith<Of>> ? never : Of): FlowsWith<Of> {
  const [flow, ...others] = FLOW_IDS.filter((id): id is FlowsWith<Of> => flowHas(id, capability));
  if (flow === undefined || others.length > 0) throw new Error(`not exactly one flow has the capability ${capability}`);
  return flow;
}
