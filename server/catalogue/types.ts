/** Colours and letters of a generated logo badge. */
export interface LogoBadge {
  /** One or two Latin capitals drawn on the badge. */
  initials: string;
  /** Badge colour, '#rrggbb'. */
  color: string;
}
