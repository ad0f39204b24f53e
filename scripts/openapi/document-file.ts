import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { openApiDocument } from './document.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** Where the document is kept: the static files, so that the server publishes it at /openapi.json. */
export const OPENAPI_FILE = resolve(ROOT, 'app/public/openapi.json');

/** The document as the file holds it, for the version in package.json. */
export function openApiText(): string {
  const { version } = JSON.parse(readFileSync(resolve(ROOT, 'package.json'), 'utf8')) as { version: string };
  return `${JSON.stringify(openApiDocument(version), null, 2)}\n`;
}
