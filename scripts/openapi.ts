/**
 * `npm run openapi`: writes the API's OpenAPI document (scripts/openapi/document.ts) to
 * app/public/openapi.json, which the server publishes at /openapi.json. Run it after changing a
 * route of the contract or its inputs; a unit test fails while the file differs.
 */
import { writeFile } from 'node:fs/promises';
import { OPENAPI_FILE, openApiText } from './openapi/document-file.ts';

await writeFile(OPENAPI_FILE, openApiText());
console.log(`wrote ${OPENAPI_FILE}`);
