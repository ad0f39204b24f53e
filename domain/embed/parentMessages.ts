/**
 * Messages the embedded form posts to the partner page that frames it (read by /embed.js).
 * They carry no personal data: a height, a step change, and the request id of a sent estimate.
 */
export type EmbedParentMessage =
  /** The form's content is this many CSS pixels tall: size the iframe to it. */
  | { type: 'hikkoshi:resize'; height: number }
  /** The form moved to another step: its top should be in view. */
  | { type: 'hikkoshi:step-changed' }
  /** An estimate request was stored under this id. */
  | { type: 'hikkoshi:estimate-sent'; requestId: string };
