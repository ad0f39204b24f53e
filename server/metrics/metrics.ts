import { Counter, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { OutboxObserver } from '../delivery/outbox-worker.ts';

/** Every metric's name starts with this (Prometheus' convention: one prefix per application). */
export const METRIC_PREFIX = 'hikkoshi_';

/** Seconds: from 5 ms (a cached read) to 10 s (a write behind a slow database). */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
/** Seconds from a message's commit to its relay's answer: the worker wakes within milliseconds, retries take minutes. */
const DELIVERY_BUCKETS = [0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900];

export type JobName = 'lead-expiry' | 'retention' | 'review-invitations';
export type JobOutcome = 'success' | 'failure' | 'skipped';

/**
 * This instance's metrics (README "Metrics"): counters and histograms of what it did, kept in its
 * registry. The figures read from the shared database are registered beside them by
 * `registerDatabaseFigures`, Node's own by `collectProcessMetrics`. One object per process, made
 * by `createServices` and handed to whatever counts.
 */
export class Metrics {
  readonly registry = new Registry();

  readonly httpRequests = new Counter({
    name: `${METRIC_PREFIX}http_requests_total`,
    help: 'HTTP requests answered, by route (the API route pattern, or page, static, not_found), method and status class.',
    labelNames: ['route', 'method', 'status_class'] as const,
    registers: [this.registry],
  });

  readonly httpDuration = new Histogram({
    name: `${METRIC_PREFIX}http_request_duration_seconds`,
    help: 'Time from a request\'s arrival to its answer, by route and method.',
    labelNames: ['route', 'method'] as const,
    buckets: LATENCY_BUCKETS,
    registers: [this.registry],
  });

  readonly requestsMade = new Counter({
    name: `${METRIC_PREFIX}requests_made_total`,
    help: 'Requests and bookings accepted, by flow (estimate, reservation, quick-booking, alliances).',
    labelNames: ['flow'] as const,
    registers: [this.registry],
  });

  readonly writesRefused = new Counter({
    name: `${METRIC_PREFIX}writes_refused_total`,
    help: 'Writes refused, by route and meaning (invalid, duplicate, sold_out, price_changed, idempotency, rate_limited, forbidden, not_found, conflict, error).',
    labelNames: ['route', 'meaning'] as const,
    registers: [this.registry],
  });

  readonly rateLimitRefusals = new Counter({
    name: `${METRIC_PREFIX}rate_limit_refusals_total`,
    help: 'Calls refused with 429, by the budget they were counted against.',
    labelNames: ['budget'] as const,
    registers: [this.registry],
  });

  readonly outboxSent = new Counter({
    name: `${METRIC_PREFIX}outbox_sent_total`,
    help: 'Messages this instance handed to the relay (or wrote as .eml files), by kind.',
    labelNames: ['kind'] as const,
    registers: [this.registry],
  });

  readonly outboxFailedTries = new Counter({
    name: `${METRIC_PREFIX}outbox_failed_tries_total`,
    help: 'Sends that failed, by kind and whether the message is now kept as failed for good (final="true") or will be retried.',
    labelNames: ['kind', 'final'] as const,
    registers: [this.registry],
  });

  readonly outboxDelivery = new Histogram({
    name: `${METRIC_PREFIX}outbox_delivery_seconds`,
    help: 'Time from a message\'s commit to the relay\'s acceptance of it, retries included.',
    buckets: DELIVERY_BUCKETS,
    registers: [this.registry],
  });

  readonly jobRuns = new Counter({
    name: `${METRIC_PREFIX}job_runs_total`,
    // `task`, not `job`: Prometheus gives every scraped series a `job` label of its own.
    help: 'Passes of the exclusive jobs in this instance, by task (lead-expiry, retention) and outcome (skipped: another instance held the job).',
    labelNames: ['task', 'outcome'] as const,
    registers: [this.registry],
  });

  /** Counts the outbox worker's sends and failed tries, and times each message from its commit to the relay's answer. */
  outboxObserver(): OutboxObserver {
    return {
      sent: (message, sentAt) => {
        this.outboxSent.inc({ kind: message.kind });
        this.outboxDelivery.observe(Math.max(0, sentAt.getTime() - message.createdAt.getTime()) / 1000);
      },
      failed: (message, final) => this.outboxFailedTries.inc({ kind: message.kind, final: String(final) }),
    };
  }

  /** Counts the passes of `job` in this instance by outcome. */
  jobObserver(job: JobName): (outcome: JobOutcome) => void {
    return (outcome) => this.jobRuns.inc({ task: job, outcome });
  }

  /** The text a scrape answers (Prometheus text format). */
  scrape(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** Node's own figures (event-loop lag, heap, GC, handles, CPU) in the registry; once per process. */
export function collectProcessMetrics(metrics: Metrics): void {
  collectDefaultMetrics({ register: metrics.registry, prefix: METRIC_PREFIX });
}
