import type { Queryable } from '../../server/db/database.ts';
import { sentCopies } from './sent-copies.ts';

/** The token in a visitor link ('…/my-move/#<token>'), as a mail program shows the link. */
export const VISITOR_LINK = /\/my-move\/#([A-Za-z0-9_-]{43})/;

/**
 * The private link token of a request, read from the visitor's confirmation as it was sent (the .eml
 * file the server wrote): the database holds only its hash, and the outbox keeps no sent body.
 */
export async function visitorToken(db: Queryable, reference: string): Promise<string> {
  const [confirmation] = await sentCopies(db, reference, 'visitor-confirmation');
  const token = VISITOR_LINK.exec(confirmation?.text ?? '')?.[1];
  if (!token) throw new Error(`no visitor link in the confirmation of ${reference}`);
  return token;
}

/** The header every call of the visitor's page carries. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
