/**
 * The Vite manifests of the front end's builds, one per page (scripts/build-client.ts), read after
 * them by scripts/prerender.ts. They sit under dist/client/.vite/ only until then: prerender removes
 * them, since what is under dist/client is served.
 */
import { readFile, rm } from 'node:fs/promises';
import { resolve } from 'node:path';
import { BUILT_PAGE_FOLDERS } from '../domain/flows/pageFiles.ts';

/** Where the build of the page `folder` writes its manifest, relative to its outDir. */
export const manifestFileOf = (folder: string) => `.vite/${folder}.json`;

interface ManifestChunk {
  file: string;
  src?: string;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

/** The manifest of each page's build under `clientDir`. */
export async function readManifests(clientDir: string): Promise<Manifest[]> {
  return Promise.all(BUILT_PAGE_FOLDERS.map(async (folder) => JSON.parse(await readFile(resolve(clientDir, manifestFileOf(folder)), 'utf8')) as Manifest));
}

export async function removeManifests(clientDir: string): Promise<void> {
  await rm(resolve(clientDir, '.vite'), { recursive: true, force: true });
}

/**
 * The file ('/assets/en-….js') of the chunk built from `source` (a path from app/, as the manifest
 * keys it: '../domain/i18n/pageTranslators/en.ts') that the page `folder` can load, found by
 * walking the page's static and dynamic imports in the build that made the page.
 */
export function chunkOfPage(manifests: readonly Manifest[], folder: string, source: string): string {
  const entry = `${folder}/index.html`;
  const manifest = manifests.find((candidate) => candidate[entry] !== undefined);
  if (!manifest) throw new Error(`no build made ${entry}`);
  const seen = new Set<string>();
  const queue = [entry];
  while (queue.length > 0) {
    const key = queue.shift()!;
    if (seen.has(key)) continue;
    seen.add(key);
    if (key === source) return `/${manifest[key]!.file}`;
    const chunk = manifest[key];
    if (chunk) queue.push(...(chunk.imports ?? []), ...(chunk.dynamicImports ?? []));
  }
  throw new Error(`${entry} does not load ${source}`);
}
