// Writes the catalogue's logo PNGs into app/public/images/companies/. Run after changing a company or alliance:
//   npx tsx server/catalogue/logos/generateLogos.ts
import { mkdir, writeFile } from 'node:fs/promises';
import { drawBadge } from './badge.ts';
import { logoFileUrl, logoFiles } from './logoFiles.ts';
import { encodePng } from './png.ts';

for (const logo of logoFiles()) {
  const file = logoFileUrl(logo.urlPath);
  await mkdir(new URL('./', file), { recursive: true });
  await writeFile(file, encodePng(drawBadge(logo.badge)));
}
console.log(`Wrote ${logoFiles().length} logos.`);
