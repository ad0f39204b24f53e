// Writes the catalogue's logo PNGs into app/public/images/companies/. Run after adding a company or partner
// service to the catalogue, with its badge in logoFiles.ts:
//   npx tsx scripts/logos/generate-logos.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { PNG } from 'pngjs';
import { drawBadge } from './badge.ts';
import { logoFileUrl, logoFiles } from './logoFiles.ts';

for (const logo of logoFiles()) {
  const file = logoFileUrl(logo.urlPath);
  await mkdir(new URL('./', file), { recursive: true });
  await writeFile(file, PNG.sync.write(drawBadge(logo.badge)));
}
console.log(`Wrote ${logoFiles().length} logos.`);
