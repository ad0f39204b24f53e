import type { Queryable } from '../db/database.ts';
import type { RequestMail } from '../delivery/request-mail.ts';

/** What a write runs in: its transaction, the time it is made at, and the outbox its messages are written to. */
export interface WriteContext {
  tx: Queryable;
  now: Date;
  mail: RequestMail;
}
