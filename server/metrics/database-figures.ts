import { Gauge } from 'prom-client';
import { japanToday } from '../../domain/dates/bookableWindow.ts';
import type { Clock } from '../clock.ts';
import type { Database } from '../db/database.ts';
import type { Logger } from '../logger.ts';
import { readDatabaseFigures, type DatabaseFigures } from './database-figures-repository.ts';
import { METRIC_PREFIX, type Metrics } from './metrics.ts';

/** Holds whose answer is due within this many hours are about to be lost by their visitors. */
export const ENDING_SOON_HOURS = 6;

/** One read of the database serves every gauge of a scrape (and scrapes arriving in the same second). */
const READ_TTL_MS = 1_000;

/**
 * The figures of the whole service, read from the shared database at each scrape: every instance
 * answers the same values, so alert rules take their `max` over instances (docs/alerts.yml), never
 * their sum. When the database cannot be read, `hikkoshi_database_figures_up` is 0 and the other
 * figures are left out of the scrape rather than shown stale.
 */
export function registerDatabaseFigures(metrics: Metrics, { db, now, logger }: { db: Database; now: Clock; logger: Logger }): void {
  let last: { at: number; read: Promise<DatabaseFigures | null> } | undefined;
  const figures = (): Promise<DatabaseFigures | null> => {
    const at = Date.now();
    if (!last || at - last.at >= READ_TTL_MS) {
      const moment = now();
      last = {
        at,
        read: readDatabaseFigures(db, moment, japanToday(moment), ENDING_SOON_HOURS).catch((error: unknown) => {
          logger.warn('metrics: the database figures could not be read', { error });
          return null;
        }),
      };
    }
    return last.read;
  };
  const registers = [metrics.registry];
  // Each gauge's collect runs on every scrape: it sets its values from the shared read, or clears them.
  const gauge = <L extends string>(name: string, help: string, labelNames: readonly L[], fill: (gauge: Gauge<L>, read: DatabaseFigures) => void) =>
    new Gauge<L>({
      name: `${METRIC_PREFIX}${name}`,
      help,
      labelNames,
      registers,
      async collect() {
        const read = await figures();
        this.reset();
        if (read) fill(this, read);
      },
    });

  new Gauge({
    name: `${METRIC_PREFIX}database_figures_up`,
    help: 'Whether the figures read from the shared database (outbox, holds, capacity, jobs) could be read at this scrape.',
    registers,
    async collect() {
      this.set((await figures()) === null ? 0 : 1);
    },
  });
  gauge('outbox_messages', 'Outbox messages in the shared database by status (pending includes those waiting for a retry).', ['status'], (g, { outbox }) => {
    g.set({ status: 'pending' }, outbox.pending);
    g.set({ status: 'failed' }, outbox.failed);
    g.set({ status: 'sent' }, outbox.sent);
  });
  gauge('outbox_oldest_pending_age_seconds', 'Age of the oldest message not yet sent (0 when none waits).', [], (g, { outbox }) => {
    g.set(outbox.oldestPendingSeconds ?? 0);
  });
  gauge('holds_open', 'Open leads holding a unit of a company\'s day, by flow.', ['flow'], (g, { holds }) => {
    for (const { flow, open } of holds) g.set({ flow }, open);
  });
  gauge('holds_ending_soon', `Open leads whose company has not answered and whose hold ends within ${ENDING_SOON_HOURS} hours, by flow.`, ['flow'], (g, { holds }) => {
    for (const { flow, endingSoon } of holds) g.set({ flow }, endingSoon);
  });
  gauge('company_days_full', 'Company-days from today on (Japan time) whose every unit is held.', [], (g, { capacity }) => {
    g.set(capacity.fullDays);
  });
  gauge('company_day_fullest_share', 'The largest share of a company-day\'s units held, from today on (1 = full).', [], (g, { capacity }) => {
    g.set(capacity.fullestShare ?? 0);
  });
  gauge('job_last_success_timestamp_seconds', 'When each exclusive job (task: lead-expiry, retention) last finished a pass, on whichever instance (Unix time).', ['task'], (g, { jobs }) => {
    for (const { job, lastSuccessAt } of jobs) g.set({ task: job }, lastSuccessAt.getTime() / 1000);
  });
}
