import { isOfFlowWith } from '../../domain/flows/flows.ts';
import { ExclusiveJob } from '../jobs/exclusive-job.ts';
import { releaseDayUnit } from '../marketplace/capacity/day-capacity-repository.ts';
import type { Services } from '../services.ts';
import { expireUnansweredLeads, type ExpiredLead } from '../requests/lead-state-repository.ts';
import { storedLead } from './lead-repository.ts';
import { answerDelivery } from './lead-service.ts';
import { expireDateProposals } from './date-proposal-service.ts';

/** Instances take turns on this lock: one pass at a time across the group, the others skip. */
const EXPIRY_LOCK_KEY = 72_401_005;
/**
 * Ends the leads nobody answered, in every instance, at start and every `config.leadExpiryPassMs` (30 s): a quick
 * booking still open at its hold's end, a provisional reservation lead still open at its answer
 * deadline (server/leads/lead-deadlines.ts). Each becomes 'expired', gives back its unit of the
 * company's day, and its visitor is told through the outbox (with the way to another company for
 * the same move), all in one transaction. A pass returns the leads it ended; one pass at a time
 * across instances (`ExclusiveJob`), so each lead expires once. The same pass ends the visitors' new
 * days their companies left unanswered past the deadline (server/leads/date-proposal-service.ts): the
 * new day's unit goes back and the confirmed day stands.
 */
export function leadExpiryJob({ config, db, logger, now, mail, marketplace, metrics }: Pick<Services, 'config' | 'db' | 'logger' | 'now' | 'mail' | 'marketplace' | 'metrics'>): ExclusiveJob<ExpiredLead[]> {
  /** The bookings whose new day the last pass ended (one pass at a time: read by its own afterCommit). */
  let expiredProposals: string[] = [];
  return new ExclusiveJob({
    name: 'lead-expiry',
    observe: metrics.jobObserver('lead-expiry'),
    db,
    logger,
    now,
    lockKey: EXPIRY_LOCK_KEY,
    intervalMs: config.leadExpiryPassMs,
    failureMessage: 'lead expiry pass failed; the next one tries again',
    async pass(tx, at) {
      const leads = await expireUnansweredLeads(tx, at);
      for (const lead of leads) {
        if (lead.holdsUnit) await releaseDayUnit(tx, lead.companyCode, lead.movingDate);
        const stored = await storedLead(tx, lead.flow, lead.reference, lead.companyCode);
        // A lead whose personal data is already erased has no visitor left to tell.
        if (stored === undefined || !isOfFlowWith(stored, 'companyAnswers')) continue;
        await mail.leadAnswered(tx, { ...answerDelivery(marketplace, stored, at), outcome: { kind: 'expired', answerBy: stored.answerBy.toISOString() } });
      }
      expiredProposals = (await expireDateProposals(marketplace, { tx, now: at, mail })).map((proposal) => proposal.reference);
      return leads;
    },
    afterCommit(leads) {
      const proposals = expiredProposals;
      if (leads.length === 0 && proposals.length === 0) return;
      marketplace.bookedUnits.bookingsChanged();
      if (leads.length > 0) logger.info('unanswered leads expired', { count: leads.length, references: leads.map((lead) => lead.reference) });
      if (proposals.length > 0) logger.info('unanswered date proposals expired', { count: proposals.length, references: proposals });
    },
  });
}
