import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { API_CONTRACT, type ApiRoute } from '../../domain/api/contract.ts';
import { openApiDocument, openApiPath } from './document.ts';
import { OPENAPI_FILE, openApiText } from './document-file.ts';

type Operation = { operationId: string; parameters: { name?: string; in?: string }[]; requestBody?: unknown; responses: Record<string, unknown> };
const document = openApiDocument('0.0.0') as { paths: Record<string, Record<string, Operation>>; components: { schemas: Record<string, unknown> } };
const routes = Object.entries(API_CONTRACT) as [string, ApiRoute][];
const operationOf = (route: ApiRoute) => document.paths[openApiPath(route.path)]?.[route.method.toLowerCase()];

describe('the OpenAPI document (scripts/openapi/document.ts)', () => {
  it('is published as made from the contract: app/public/openapi.json is current (else run "npm run openapi")', () => {
    expect(readFileSync(OPENAPI_FILE, 'utf8')).toBe(openApiText());
  });

  it('describes every route of the contract, and no other', () => {
    const described = Object.entries(document.paths).flatMap(([path, operations]) => Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`));
    expect(described.toSorted()).toEqual(routes.map(([, route]) => `${route.method} ${openApiPath(route.path)}`).toSorted());
    for (const [name, route] of routes) expect(operationOf(route)!.operationId).toBe(name);
  });

  it("names each path's segments as its path parameters, and gives every POST its JSON body", () => {
    for (const [, route] of routes) {
      const operation = operationOf(route)!;
      const pathParameters = operation.parameters.filter((parameter) => parameter.in === 'path').map((parameter) => parameter.name);
      expect(pathParameters, route.path).toEqual([...route.path.matchAll(/:([A-Za-z]+)/g)].map((match) => match[1]));
      expect(operation.requestBody !== undefined, `${route.method} ${route.path}`).toBe(route.method === 'POST');
    }
  });

  it('describes each answer by its type, every reference naming a schema of the document', () => {
    const refs = (value: unknown): string[] =>
      typeof value !== 'object' || value === null ? [] : Object.entries(value).flatMap(([key, item]) => (key === '$ref' && typeof item === 'string' ? [item] : refs(item)));
    for (const [, route] of routes) {
      const answer = (operationOf(route)!.responses['200'] as { content: { 'application/json': { schema?: unknown } } }).content['application/json'].schema;
      expect(answer, `${route.method} ${route.path}`).toBeDefined();
    }
    expect((operationOf(API_CONTRACT.quickBookingReserve)!.responses['200'] as { content: unknown }).content).toEqual({
      'application/json': { schema: { $ref: '#/components/schemas/QuickBookingReserveResponse' } },
    });
    expect(document.components.schemas.QuickBookingReserveResponse).toMatchObject({ type: 'object', required: expect.arrayContaining(['reservationId', 'expiredDate']) });
    const unresolved = refs(document).filter((ref) => ref.startsWith('#/components/schemas/') && !(ref.slice('#/components/schemas/'.length) in document.components.schemas));
    expect(unresolved).toEqual([]);
  });

  it('says which answers a private link and a rate budget may give', () => {
    const lead = operationOf(API_CONTRACT.lead)!;
    expect(Object.keys(lead.responses)).toEqual(['200', '404', '429']);
    expect(Object.keys(operationOf(API_CONTRACT.health)!.responses)).toEqual(['200']);
    expect(Object.keys(operationOf(API_CONTRACT.estimateRequest)!.responses)).toEqual(['200', '400', '403', '429']);
  });
});
