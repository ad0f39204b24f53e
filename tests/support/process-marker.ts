import { inject } from 'vitest';
import { MARKER_VARIABLE } from './process-guard.ts';

// Setup file: processes this worker starts inherit the run's marker (the worker's own
// /proc environment, fixed at its start, does not carry it). See process-guard.ts.
process.env[MARKER_VARIABLE] = inject('testRunMarker');
