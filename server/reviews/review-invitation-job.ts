import { japanToday } from '../../domain/dates/bookableWindow.ts';
import { ExclusiveJob } from '../jobs/exclusive-job.ts';
import { companyOf } from '../leads/lead-service.ts';
import type { Services } from '../services.ts';
import { takeMovesToReview } from './review-repository.ts';

/** Instances take turns on this lock: one pass at a time across the group, the others skip. */
const INVITATION_LOCK_KEY = 72_401_006;
/** Moves up to this many days past are invited (a pass missed for a while still reaches them); older ones are not asked. */
const INVITE_WITHIN_DAYS = 7;
/** Invitations written per pass at most; the next pass takes the rest. */
const INVITATIONS_PER_PASS = 200;

/**
 * The day after a move a company confirmed (Japan's calendar), its visitor is invited to review it,
 * in their language, with a link to their page (issue 38). Every instance runs it at start and every
 * `config.reviewInvitationPassMs` (an hour), one pass at a time across instances; each move is
 * invited once (`review_invited_at`, set in the pass's transaction with its message).
 */
export function reviewInvitationJob({ config, db, logger, now, mail, marketplace, metrics }: Pick<Services, 'config' | 'db' | 'logger' | 'now' | 'mail' | 'marketplace' | 'metrics'>): ExclusiveJob<string[]> {
  return new ExclusiveJob({
    name: 'review-invitations',
    observe: metrics.jobObserver('review-invitations'),
    db,
    logger,
    now,
    lockKey: INVITATION_LOCK_KEY,
    intervalMs: config.reviewInvitationPassMs,
    failureMessage: 'review invitation pass failed; the next one tries again',
    async pass(tx, at) {
      const moves = await takeMovesToReview(tx, japanToday(at), INVITE_WITHIN_DAYS, at, INVITATIONS_PER_PASS);
      for (const move of moves) {
        await mail.reviewInvited(tx, {
          flow: move.flow, reference: move.reference, locale: move.locale, movingDate: move.movingDate, customerName: move.name, email: move.email,
          companyNames: move.companyCodes.map((code) => companyOf(marketplace, code).name), at,
        });
      }
      return moves.map((move) => move.reference);
    },
    afterCommit(references) {
      if (references.length > 0) logger.info('visitors invited to review their moves', { count: references.length, references });
    },
  });
}
