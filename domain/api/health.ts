/** GET /api/health/: the service answers and so does its database, of this kind. */
export interface HealthAnswer {
  status: 'ok';
  database: 'pglite' | 'postgres';
}

/** GET /api/health/live/: the process answers. */
export interface LiveAnswer {
  status: 'ok';
}

/** Why an instance cannot serve: its database does not answer, a migration of its build is missing, or it is stopping. */
export type NotReadyReason = 'database' | 'migrations' | 'stopping';

/** GET /api/health/ready/: 200 ready, or 503 with the reasons. */
export type ReadyAnswer = { status: 'ready' } | { status: 'not-ready'; reasons: NotReadyReason[] };
