/**
 * What a browser loads for each built page's first load in the production build, by gzip -9 size:
 * the HTML (with a prerendered step and its inline CSS), its entry script, module preloads and
 * stylesheets. `npm run size` holds the JavaScript to its budget; `npm run bench` prints it.
 */
import { readFile, readdir } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { japanToday } from '../../domain/dates/bookableWindow.ts';
import { dayFileOf } from '../../domain/flows/pageFiles.ts';
import { LOCALES } from '../../domain/i18n/locale.ts';
import { PROFILES } from '../../domain/i18n/profiles.ts';

export const CLIENT_DIR = resolve(import.meta.dirname, '../../dist/client');

/** The folders under `dir` that hold a built page (`FOLDER/index.html`), in name order. */
async function pageFolders(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true }).catch(() => {
    throw new Error('dist/client is missing: run "npm run build" first');
  });
  return entries.filter((entry) => entry.isDirectory() && existsSync(join(dir, entry.name, 'index.html'))).map((entry) => entry.name).sort();
}

/**
 * The pages the build produced, each named by its path under dist/client: the Japanese ones
 * (`dist/client/FLOW/index.html`), then each other language's (`en/FLOW`, `zh/FLOW`, `vi/FLOW`), in
 * name order: the list is the build's.
 */
export async function builtFlows(clientDir = CLIENT_DIR): Promise<string[]> {
  const translated = await Promise.all(
    LOCALES.map((locale) => PROFILES[locale].prefix.slice(1))
      .filter((folder) => folder !== '' && existsSync(join(clientDir, folder)))
      .map(async (language) => (await pageFolders(join(clientDir, language))).map((folder) => `${language}/${folder}`)),
  );
  return [...(await pageFolders(clientDir)), ...translated.flat()];
}

export interface AssetSize {
  path: string;
  kind: 'html' | 'js' | 'css';
  bytes: number;
  gzipBytes: number;
}

export interface FirstPageSize {
  flow: string;
  assets: AssetSize[];
  htmlGzipKb: number;
  jsGzipKb: number;
  cssGzipKb: number;
}

/** The asset paths a built page loads before it can run: entry script, modulepreloads, stylesheets. */
export function firstPageAssets(html: string): { path: string; kind: 'js' | 'css' }[] {
  const assets: { path: string; kind: 'js' | 'css' }[] = [];
  for (const match of html.matchAll(/<script[^>]*type="module"[^>]*src="([^"]+)"/g)) assets.push({ path: match[1]!, kind: 'js' });
  for (const match of html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g)) assets.push({ path: match[1]!, kind: 'js' });
  for (const match of html.matchAll(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g)) assets.push({ path: match[1]!, kind: 'css' });
  return assets;
}

export const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/** The page file served today: the day's prerender where the build wrote one per day (scripts/prerender.ts), else the page's one file. */
function servedPageFile(clientDir: string, flow: string): string {
  const page = join(clientDir, flow, 'index.html');
  const ofToday = dayFileOf(page, japanToday(new Date()));
  return existsSync(ofToday) ? ofToday : page;
}

export async function measureFirstPage(flow: string, clientDir = CLIENT_DIR): Promise<FirstPageSize> {
  const html = await readFile(servedPageFile(clientDir, flow), 'utf8').catch(() => {
    throw new Error(`dist/client/${flow}/index.html is missing: run "npm run build" first`);
  });
  const size = (path: string, kind: AssetSize['kind'], content: Buffer): AssetSize => ({
    path,
    kind,
    bytes: content.length,
    gzipBytes: gzipSync(content, { level: 9 }).length,
  });
  const assets = [
    size(`/${flow}/index.html`, 'html', Buffer.from(html)),
    ...(await Promise.all(firstPageAssets(html).map(async ({ path, kind }) => size(path, kind, await readFile(join(clientDir, path)))))),
  ];
  const total = (kind: AssetSize['kind']) => kb(assets.filter((asset) => asset.kind === kind).reduce((sum, asset) => sum + asset.gzipBytes, 0));
  return { flow, assets, htmlGzipKb: total('html'), jsGzipKb: total('js'), cssGzipKb: total('css') };
}
