import type { Queryable } from '../../server/db/database.ts';

/** The token in a visitor link ('…/my-move/#<token>'), as a mail program shows the link. */
export const VISITOR_LINK = /\/my-move\/#([A-Za-z0-9_-]{43})/;

/**
 * The private link token of a request, read from the visitor's confirmation in the outbox: the only
 * place the token is kept (the database holds its hash).
 */
export async function visitorToken(db: Queryable, reference: string): Promise<string> {
  const { rows } = await db.query<{ text_body: string }>(
    "SELECT text_body FROM outbox_messages WHERE reference = $1 AND kind = 'visitor-confirmation'",
    [reference],
  );
  const token = VISITOR_LINK.exec(rows[0]?.text_body ?? '')?.[1];
  if (!token) throw new Error(`no visitor link in the confirmation of ${reference}`);
  return token;
}

/** The header every call of the visitor's page carries. */
export function bearer(token: string): Record<string, string> {
  return { authorization: `Bearer ${token}` };
}
