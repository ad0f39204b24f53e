/**
 * Messages the embedded form posts to the partner page that frames it (read by /embed.js).
 * They carry no personal data: a height, and the request id of a sent estimate.
 */
export type EmbedParentMessage =
  | { type: 'hikkoshi:resize'; height: number }
  | { type: 'hikkoshi:estimate-sent'; requestId: string };
