import type * as EmbeddedPages from '../pages/EmbeddedEstimate.stories.tsx';
import type * as EstimatePages from '../pages/Estimate.stories.tsx';
import type * as QuickBookingPages from '../pages/QuickBooking.stories.tsx';
import type * as ReservationPages from '../pages/Reservation.stories.tsx';

/** A page story, by its flow's title and its export name (checked by the type-checker against the story file). */
export type PageStoryRef =
  | { flow: 'Pages/Quick booking'; story: Exclude<keyof typeof QuickBookingPages, 'default'> }
  | { flow: 'Pages/Estimate'; story: Exclude<keyof typeof EstimatePages, 'default'> }
  | { flow: 'Pages/Reservation'; story: Exclude<keyof typeof ReservationPages, 'default'> }
  | { flow: 'Pages/Embedded estimate form'; story: Exclude<keyof typeof EmbeddedPages, 'default'> };

/** What a component's docs page says before its stories: when to reach for it, when not, and where the product uses it. */
export interface ComponentGuidance {
  use: string;
  avoid: string;
  /** The page stories (PC width; each has a Phone sibling) that show the component in the product. */
  pages: readonly PageStoryRef[];
}

const qb = (story: Exclude<keyof typeof QuickBookingPages, 'default'>): PageStoryRef => ({ flow: 'Pages/Quick booking', story });
const es = (story: Exclude<keyof typeof EstimatePages, 'default'>): PageStoryRef => ({ flow: 'Pages/Estimate', story });
const rs = (story: Exclude<keyof typeof ReservationPages, 'default'>): PageStoryRef => ({ flow: 'Pages/Reservation', story });
const em = (story: Exclude<keyof typeof EmbeddedPages, 'default'>): PageStoryRef => ({ flow: 'Pages/Embedded estimate form', story });

/**
 * The guidance of every component of ui/, by its story title. The component docs page
 * (.storybook/ComponentDocsPage.tsx) shows it; a component without an entry shows a reminder to
 * write one (scripts/new-component.ts's checklist in the Introduction).
 */
export const COMPONENT_GUIDANCE: Readonly<Record<string, ComponentGuidance>> = {
  'Address/AddressFields': {
    use: 'The origin or destination of a move: prefecture, city and district selects (and the postal-code entry for the origin).',
    avoid: 'A free-text address line (street, building): use FormTextField. Only the postal code: PostalCodeField.',
    pages: [qb('Step1AddressPC'), es('Step1PC'), rs('Step1MovePC')],
  },
  'Address/ClosableHint': {
    use: 'A short, dismissible tip next to a field the visitor may not understand (why a house number is asked).',
    avoid: 'Errors or anything the visitor must read: use the field\'s error text or AvailabilityAlert.',
    pages: [es('Step1PC'), rs('Step1MovePC')],
  },
  'Address/PostalCodeField': {
    use: 'The 7-digit postal code with its lookup and the list of addresses sharing it.',
    avoid: 'Any other number entry; a postal code without a lookup.',
    pages: [qb('Step1AddressPC'), es('Step1PC'), rs('Step1MovePC')],
  },
  'Companies/AllianceChoices': {
    use: 'The partner services (internet, electricity …) a visitor may tick to be contacted by.',
    avoid: 'Choosing moving companies: CompanyChoiceList or CompanyList.',
    pages: [es('Step2PC'), es('AlliancePC')],
  },
  'Companies/CompanyCard': {
    use: 'One moving company with its price, its reviews\' mean and count, and the action to choose it.',
    avoid: 'Several companies to tick at once: CompanyChoiceList. A company\'s full detail: CompanyDetailModal.',
    pages: [qb('Step4CalendarPC'), es('Step2PC'), rs('Step4CompaniesPC')],
  },
  'Companies/CompanyChoiceList': {
    use: 'Ticking several companies to send a request to (estimate: any number; reservation: up to three).',
    avoid: 'Picking exactly one company to book: CompanyList.',
    pages: [es('Step2PC'), rs('Step4CompaniesPC'), em('Step3ContactAndCompaniesPC')],
  },
  'Companies/CompanyDetailModal': {
    use: 'A company\'s full detail (price lines, morning price, hours) over the list it was opened from.',
    avoid: 'Information the visitor needs to decide without opening anything: put it on the CompanyCard.',
    pages: [qb('Step4CompanyDetailPC')],
  },
  'Companies/CompanyList': {
    use: 'The companies bookable on the chosen day, with sorting, to book exactly one.',
    avoid: 'Ticking several companies: CompanyChoiceList.',
    pages: [qb('Step4CalendarPC'), qb('Step4MorningPC')],
  },
  'Companies/PriceBreakdown': {
    use: 'The lines a price is made of (base, distance, weekend …) where the visitor confirms or compares a price.',
    avoid: 'A single total: show the price alone.',
    pages: [qb('ConfirmPC'), qb('ConfirmPriceChangedPC')],
  },
  'Companies/RecipientList': {
    use: 'Who a sent request reached (and who it could not), on the complete page and in summaries.',
    avoid: 'Choosing recipients before sending: CompanyChoiceList.',
    pages: [es('CompletePC'), rs('CompletePC')],
  },
  'Estimate/BelongingsModal': {
    use: 'Editing the belongings of a form where they are one section among others (estimate, reservation).',
    avoid: 'Quick booking, where the belongings are a step of their own: BelongingsSteps.',
    pages: [es('Step1FilledPC'), rs('Step2BelongingsPC')],
  },
  'Feedback/AvailabilityAlert': {
    use: 'A notice inside a step that quick booking cannot serve the inputs (area, building) and what to do instead.',
    avoid: 'A blocking error after sending: use a modal (ReservationFullModal, CannotReserveModal).',
    pages: [qb('Step1AddressPC'), qb('Step2OriginPC')],
  },
  'Feedback/CannotReserveModal': {
    use: 'After an edit from confirm, the chosen company can no longer take the move: back to the calendar.',
    avoid: 'A day that filled up at sending: ReservationFullModal.',
    pages: [qb('Step4CannotReserveAfterEditPC')],
  },
  'Feedback/LoadingContainer': {
    use: 'A region whose content is loading (a step\'s page, the belongings master): a spinner, then the content.',
    avoid: 'Calls the visitor waits for with the page frozen: OverlayContainer.',
    pages: [qb('Step3Belongings1PC'), es('Step1PC')],
  },
  'Feedback/ModalDialog': {
    use: 'The frame of every modal of the product (title, close, actions); build a specific modal on it.',
    avoid: 'A message that must not interrupt: an inline alert or PriceChangeToast.',
    pages: [qb('Step4ReservationFullPC'), qb('Step3NoCompanyApologyPC')],
  },
  'Feedback/OverlayContainer': {
    use: 'The page while a call the visitor waits for runs (search, send): inert under a veil.',
    avoid: 'Background loading that leaves the page usable: the thin loading bar of the wizard shell.',
    pages: [es('Step1PC'), qb('Step1AddressPC')],
  },
  'Feedback/PriceChangeToast': {
    use: 'The chosen company\'s price changed since it was shown: the old and new price with their lines, not blocking.',
    avoid: 'Anything that requires an answer: a modal.',
    pages: [qb('ConfirmPriceChangedPC')],
  },
  'Feedback/ReservationFullModal': {
    use: 'The day filled up between confirm and sending: choose another day or company.',
    avoid: 'After an edit from confirm: CannotReserveModal.',
    pages: [qb('Step4ReservationFullPC')],
  },
  'Feedback/UnavailableCompanyApology': {
    use: 'No company found for the inputs: the apology with the ways out (edit belongings, request estimates).',
    avoid: 'A technical failure: the error page.',
    pages: [qb('Step3NoCompanyApologyPC')],
  },
  'Forms/BuildingDetailFields': {
    use: 'The building of one end of a quick booking (type, tower, floor, stairs, elevator, parking, new building).',
    avoid: 'The estimate and reservation forms, which do not ask for the building.',
    pages: [qb('Step2OriginPC'), qb('Step2DestinationPC')],
  },
  'Forms/CollapsibleBlock': {
    use: 'Long secondary text on confirm (privacy policy, other information) folded under its title.',
    avoid: 'Inputs or anything the visitor must see to decide.',
    pages: [qb('ConfirmPC'), es('ConfirmPC')],
  },
  'Forms/ConfirmFloatingFooter': {
    use: 'The send button of a long confirm page, kept in reach at the bottom of the screen.',
    avoid: 'Short pages, where the button sits after the content.',
    pages: [es('ConfirmPC'), rs('ConfirmPC')],
  },
  'Forms/ContactFields': {
    use: 'Name, reading, e-mail (with its typo suggestion) and phone of the visitor.',
    avoid: 'How the visitor wants to be contacted: ContactPreferenceFields.',
    pages: [qb('Step5CustomerPC'), es('Step2PC'), rs('Step3ContactPC')],
  },
  'Forms/ContactPreferenceFields': {
    use: 'E-mail only or phone too, and the time windows for a call.',
    avoid: 'Showing the choice already made: ContactPreferenceSummary.',
    pages: [es('Step2PC'), rs('Step3ContactPC')],
  },
  'Forms/ContactPreferenceSummary': {
    use: 'The contact choice as sentences, on confirm and complete.',
    avoid: 'Editing it: ContactPreferenceFields.',
    pages: [es('ConfirmPC'), es('CompletePC'), rs('CompletePC')],
  },
  'Forms/FloorPlanSelect': {
    use: 'The floor plan (1R … 5LDK) of the origin or destination.',
    avoid: 'Other selects: use MUI\'s select through FormTextField.',
    pages: [qb('Step1AddressPC'), es('Step1PC')],
  },
  'Forms/FormTextField': {
    use: 'A single text input with its label and error as react-final-form gives them.',
    avoid: 'A field with a domain of its own (postal code, contact, head count): the specific component.',
    pages: [qb('Step2OriginPC'), es('Step1PC'), rs('Step1MovePC')],
  },
  'Forms/HeadCountField': {
    use: 'The household size, which sets the default belongings.',
    avoid: 'Counts of items: the belongings steppers.',
    pages: [qb('Step1AddressPC'), es('Step1PC')],
  },
  'Forms/OptionRadioGroup': {
    use: 'One choice out of a few short options shown all at once.',
    avoid: 'More than about five options: a select. Several choices: checkboxes.',
    pages: [qb('Step1AddressPC'), rs('Step1MovePC')],
  },
  'Forms/OtherRequestsField': {
    use: 'Free text for the companies (requests, remarks) with its length limit.',
    avoid: 'Anything the product must read: a structured field.',
    pages: [es('Step2PC'), rs('Step3ContactPC')],
  },
  'Forms/QuickBookingSuggestion': {
    use: 'In the estimate form, the offer to book at once when quick booking can serve the move.',
    avoid: 'Anywhere the visitor already chose quick booking.',
    pages: [es('Step1FilledPC'), es('InputMoveFilledPhone')],
  },
  'Forms/ScheduleFields': {
    use: 'The move date: a precise day or a period, with the time of day.',
    avoid: 'Quick booking, where the day is picked on the PriceCalendar.',
    pages: [es('Step1PC'), em('Step2ScheduleAndBelongingsPC')],
  },
  'Progress/PercentProgressBar': {
    use: 'How much of a long form is filled in, as a percentage.',
    avoid: 'Where the visitor is among steps: StepProgressBar.',
    pages: [qb('Step5CustomerPC')],
  },
  'Progress/StepProgressBar': {
    use: 'The steps of a flow and the current one, at the top of every step page.',
    avoid: 'Progress within one form: PercentProgressBar.',
    pages: [qb('Step1AddressPC'), es('Step1PC'), rs('Step1MovePC'), em('Step1AddressesPC')],
  },
  'Quick booking/BelongingsSteps': {
    use: 'Quick booking\'s belongings in seven sub-steps, one category group each.',
    avoid: 'Belongings as a section of a longer form: BelongingsModal.',
    pages: [qb('Step3Belongings1PC'), qb('Step3Belongings7PC')],
  },
  'Quick booking/PriceCalendar': {
    use: 'Picking a moving day among days with their lowest prices (free time or morning).',
    avoid: 'A date without prices: ScheduleFields.',
    pages: [qb('Step4CalendarPC'), qb('Step4MorningPC')],
  },
  'Leads/LeadDetails': {
    use: "A lead as the company's e-mail showed it, on the company's lead page (/lead/): the visitor, the price and its lines, the move.",
    avoid: "Anything a visitor sees: the visitor's page uses RequestStatusList; the flows use CompanyCard and PriceBreakdown.",
    pages: [],
  },
  'Leads/LeadAnswerPanel': {
    use: 'The answers a company can give an open lead: confirm (the day and a time frame the visitor asked for) or decline with a reason from the list.',
    avoid: 'A lead that cannot be answered (an estimate, or one already answered or expired): show LeadDetails only.',
    pages: [],
  },
  'Feedback/PageMessage': {
    use: 'A whole page that has only one thing to say, such as a private link that opens nothing.',
    avoid: "A message beside a form or a list: AvailabilityAlert, or the field's own error.",
    pages: [],
  },
  'Companies/SharingRecordList': {
    use: "The record of the visitor's data given to companies and partner services on the visitor's page (/my-move/): who received which items, when, and what of the record outlives erasure.",
    avoid: 'The companies a request went to and their state: RequestStatusList.',
    pages: [],
  },
  'Companies/RequestStatusList': {
    use: "Each company of a request on the visitor's page (/my-move/), with its price, its state and, while it is live, the withdraw button.",
    avoid: 'Choosing companies in a flow: CompanyChoiceList or CompanyList.',
    pages: [],
  },
  'Booking/CancellationFeeTable': {
    use: "The standard moving contract's cancellation fees, today's row marked, and the fee it makes for this booking.",
    avoid: 'Any other price: PriceBreakdown.',
    pages: [],
  },
  'Booking/DateChangeComparison': {
    use: "A booking's old and new day side by side with their price lines, before the visitor confirms the change.",
    avoid: 'A single price: PriceBreakdown.',
    pages: [],
  },
  'Companies/SpokenLanguageFilter': {
    use: 'Above a list of companies on an English page: narrows it to the companies that serve their customers in English (「英語対応」), saying how many do.',
    avoid: 'Marking one company: CompanyCard and CompanyChoiceList show the 「英語対応」 badge themselves.',
    pages: [],
  },
  'Navigation/LanguageMenu': {
    use: "The links to the same page in every language, behind a button naming the page's language, at the right of a page's header (every flow page and the visitor's page).",
    avoid: "A page without a header (the embedded form, whose language the partner's URL chooses), or a page in one language only (a company's lead page).",
    pages: [qb('Step5CustomerPC'), es('Step1PC'), rs('Step1MovePC')],
  },
};
