import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const SERVER = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const HTTP_ERRORS = join(SERVER, 'http', 'errors.ts');

/** Every module specifier of a file: static imports and re-exports (`from '…'`), side-effect and dynamic imports. */
function specifiersOf(source: string): string[] {
  return [...source.matchAll(/\bfrom\s+['"]([^'"]+)['"]|\bimport\s*\(?\s*['"]([^'"]+)['"]/g)].map((match) => match[1] ?? match[2]!);
}

/** The server's TypeScript files (tests too) that import server/http/errors.ts, as paths under server/. */
function importersOfHttpErrors(): string[] {
  return readdirSync(SERVER, { recursive: true, encoding: 'utf8' })
    .filter((path) => /\.tsx?$/.test(path))
    .filter((path) => {
      const file = join(SERVER, path);
      return specifiersOf(readFileSync(file, 'utf8')).some((specifier) => resolve(dirname(file), specifier) === HTTP_ERRORS);
    })
    .map((path) => path.split(sep).join('/'))
    .sort();
}

// Services say why they refuse (server/errors/refusal.ts); only the HTTP layer knows statuses (ARCHITECTURE.md).
describe('server/http/errors.ts', () => {
  const importers = importersOfHttpErrors();

  it('is imported by server/http/ alone: services, repositories, routes and the route table throw refusals', () => {
    expect(importers.filter((path) => !path.startsWith('http/'))).toEqual([]);
  });

  it('is found where it is imported (the check reads the import lines it means to read)', () => {
    expect(importers).toEqual(expect.arrayContaining(['http/csrf.ts', 'http/error-handler.ts', 'http/rate-limit.ts', 'http/validate.ts']));
  });
});
