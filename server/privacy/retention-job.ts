import { ExclusiveJob } from '../jobs/exclusive-job.ts';
import type { Services } from '../services.ts';
import { deleteExpiredSharingRecords } from '../sharing/sharing-record-repository.ts';
import { deleteExpiredWordingReports } from '../wordings/wording-report-repository.ts';
import { retentionCutoff } from './retention-period.ts';
import { deleteExpiredIdempotencyKeys, deleteExpiredRateLimits, erasePersonalData, requestsPastRetention, type ErasedCounts } from './retention-repository.ts';

/** Instances take turns on this lock: one pass at a time across the group, the others skip. */
const RETENTION_LOCK_KEY = 72_401_004;
const HOUR_MS = 3_600_000;

/**
 * The retention rule, run by every instance at start and every hour: personal data of moves more
 * than `retentionDaysAfterMove` days past (Japan's calendar) is erased in place, each company and
 * partner service that received it told and asked to erase its copy (through the outbox), expired
 * idempotency records and rate-limit counters deleted, and so is the record of data given to
 * companies and partner services past its own period (server/sharing/), and readers' reports of a wording past theirs (server/wordings/). One pass at a time across instances
 * (`ExclusiveJob`), so the group erases each row once; a pass that finds nothing changes nothing.
 */
export function retentionJob({ db, logger, now, config, metrics, mail }: Pick<Services, 'db' | 'logger' | 'now' | 'config' | 'metrics' | 'mail'>): ExclusiveJob<ErasedCounts & { sharingRecords: number; wordingReports: number }> {
  const cutoffAt = (at: Date) => retentionCutoff(at, config.retentionDaysAfterMove);
  return new ExclusiveJob({
    name: 'retention',
    observe: metrics.jobObserver('retention'),
    db,
    logger,
    now,
    lockKey: RETENTION_LOCK_KEY,
    intervalMs: HOUR_MS,
    failureMessage: 'retention pass failed; the next one tries again',
    pass: async (tx, at) => {
      // Told first: the erasure keeps a notice to whoever received the request's data.
      await mail.retentionEnded(tx, await requestsPastRetention(tx, cutoffAt(at)), at);
      return {
        ...(await erasePersonalData(tx, { movingDateBefore: cutoffAt(at) }, at)),
        idempotencyKeys: await deleteExpiredIdempotencyKeys(tx, at),
        rateLimits: await deleteExpiredRateLimits(tx, at),
        sharingRecords: await deleteExpiredSharingRecords(tx, at, config.sharingRecordRetentionDays),
        wordingReports: await deleteExpiredWordingReports(tx, at),
      };
    },
    afterCommit(counts, at) {
      if (Object.values(counts).some((count) => count > 0)) logger.info('personal data past its retention erased', { movingDateBefore: cutoffAt(at), ...counts });
    },
  });
}
