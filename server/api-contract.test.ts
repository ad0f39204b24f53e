import { describe, expect, it } from 'vitest';
import { API_CONTRACT, type ApiRoute } from '../domain/api/contract.ts';
import { apiRouter } from './api.ts';
import type { Services } from './services.ts';

/**
 * What registering the routes reads of the services: only the database's kind (the health check's
 * answer is serialised once). Everything else is used per request, and this test makes none.
 */
const registeringOnly = { db: { kind: 'pglite' } } as unknown as Services;

const routes: readonly ApiRoute[] = Object.values(API_CONTRACT);
const methodAndPath = ({ method, path }: { method: string; path: string }) => `${method} ${path}`;

describe('the API contract (domain/api/contract.ts)', () => {
  it('is exactly what the server answers: every route it declares, and no other method or path', () => {
    // Each GET layer also answers HEAD, which the contract leaves implied.
    const served = apiRouter(registeringOnly).stack.flatMap((layer) =>
      layer.methods.filter((method) => method !== 'HEAD').map((method) => methodAndPath({ method, path: String(layer.path) })),
    );
    expect(served.toSorted()).toEqual(routes.map(methodAndPath).toSorted());
  });

  it('counts every call that opens a private link against the writes, so links cannot be tried in bulk', () => {
    const privateLinkBudgets = routes.filter((route) => route.access === 'private-link').map((route) => route.budget);
    expect(privateLinkBudgets.length).toBeGreaterThan(0);
    expect(new Set(privateLinkBudgets)).toEqual(new Set(['writes']));
  });
});
