import type { Ref } from 'react';

/**
 * The visitor's answer to the suggestion, exposed as `data-state` on the root ('open' before any
 * answer): `accepted`, they take quick booking; `declined`, they go on with the estimate request.
 */
export type QuickBookingChoice = 'accepted' | 'declined';

export interface QuickBookingSuggestionProps {
  /** Called when the visitor chooses quick booking (before the link, when `href` is given, is followed). */
  onChooseQuickBooking: () => void;
  /** Called when the visitor chooses to go on with the estimate request. */
  onChooseEstimate: () => void;
  /**
   * Address of quick booking carrying what the visitor entered; the quick-booking answer is a link to it when given.
   * @default undefined
   */
  href?: string;
  /**
   * Whether the link opens quick booking in a new tab (the embedded form: quick booking is not
   * shown inside a partner's page); the link then says so in its text.
   * @default false
   */
  opensInNewTab?: boolean;
  /**
   * The visitor's answer so far; once declined, the estimate answer shows as pressed.
   * @default null
   */
  choice?: QuickBookingChoice | null;
  /**
   * Lowest price of the route in the calendar's window, in yen, shown as 「3.4万円~」.
   * @default undefined
   */
  lowestPrice?: number;
  /**
   * Heading level of the card's title inside the page outline.
   * @default 2
   */
  headingLevel?: 2 | 3 | 4;
  /**
   * Extra class on the root element.
   * @default undefined
   */
  className?: string;
  /**
   * Ref to the root element.
   * @default undefined
   */
  ref?: Ref<HTMLDivElement>;
}
