import type { Database } from '../db/database.ts';
import type { RequestMail } from '../delivery/request-mail.ts';
import type { Logger } from '../logger.ts';
import { releaseDayUnit } from '../marketplace/day-capacity-repository.ts';
import { marketplaceFor } from '../marketplace/marketplace.ts';
import { expireUnansweredLeads, storedLead } from './lead-repository.ts';
import { answerDelivery } from './lead-service.ts';

/** Instances take turns on this lock: one pass at a time across the group, the others skip. */
const EXPIRY_LOCK_KEY = 72_401_005;
/** How often each instance looks for leads past their end: a hold ends within this of its time. */
const PASS_INTERVAL_MS = 30_000;

export interface LeadExpiryOptions {
  db: Database;
  logger: Logger;
  now: () => Date;
  mail: RequestMail;
}

/**
 * Ends the leads nobody answered, in every instance, at start and every PASS_INTERVAL_MS: a quick
 * booking still open at its hold's end, a provisional reservation lead still open at its answer
 * deadline (server/leads/lead-deadlines.ts). Each becomes 'expired', gives back its unit of the
 * company's day, and its visitor is told through the outbox (with the way to
 * another company for the same move), all in one transaction. A pass holds a lock another instance's
 * pass does not wait for, so each lead expires once.
 */
export class LeadExpiryJob {
  readonly #options: LeadExpiryOptions;
  #timer: NodeJS.Timeout | undefined;
  #running: Promise<number | null> | undefined;

  constructor(options: LeadExpiryOptions) {
    this.#options = options;
  }

  start(): void {
    void this.runOnce();
    this.#timer = setInterval(() => void this.runOnce(), PASS_INTERVAL_MS);
    this.#timer.unref();
  }

  /** One pass: how many leads expired; null when another instance's pass was running (or this one failed). */
  runOnce(): Promise<number | null> {
    this.#running ??= this.#pass().finally(() => (this.#running = undefined));
    return this.#running;
  }

  async stop(): Promise<void> {
    clearInterval(this.#timer);
    await this.#running;
  }

  async #pass(): Promise<number | null> {
    const { db, logger, mail, now: clock } = this.#options;
    const now = clock();
    try {
      const market = await marketplaceFor(db);
      const expired = await db.transaction(async (tx) => {
        const lock = await tx.query<{ locked: boolean }>('SELECT pg_try_advisory_xact_lock($1) AS locked', [EXPIRY_LOCK_KEY]);
        if (!lock.rows[0]?.locked) return null;
        const leads = await expireUnansweredLeads(tx, now);
        for (const lead of leads) {
          if (lead.holdsUnit) await releaseDayUnit(tx, lead.companyCode, lead.moveDate);
          const stored = await storedLead(tx, lead.flow, lead.reference, lead.companyCode);
          // A lead whose personal data is already erased has no visitor left to tell.
          if (stored === undefined || stored.flow === 'estimate') continue;
          await mail.leadAnswered(tx, { ...answerDelivery(market, stored, now), outcome: { kind: 'expired', answerBy: stored.answerBy.toISOString() } });
        }
        return leads;
      });
      if (expired && expired.length > 0) {
        market.bookedUnits.bookingsChanged();
        logger.info('unanswered leads expired', { count: expired.length, references: expired.map((lead) => lead.reference) });
      }
      return expired?.length ?? null;
    } catch (error) {
      logger.error('lead expiry pass failed; the next one tries again', { error });
      return null;
    }
  }
}
