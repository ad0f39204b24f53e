/**
 * Front-end size figures for `npm run bench`: the gzip size of what a browser loads for a flow's
 * first page in the production build: the HTML (with a prerendered step and its inline CSS), its
 * entry script, module preloads and stylesheets. Budget for /kantan-yoyaku/ step 1: 200 KB of JavaScript.
 * Run alone with `npx tsx tests/bench/frontend-size.ts` after `npm run build`.
 */
import { readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';

const CLIENT_DIR = resolve(import.meta.dirname, '../../dist/client');
export const STEP1_JS_BUDGET_KB = 200;

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

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export async function measureFirstPage(flow: string, clientDir = CLIENT_DIR): Promise<FirstPageSize> {
  const html = await readFile(join(clientDir, flow, 'index.html'), 'utf8').catch(() => {
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

/** Prints the figures of /kantan-yoyaku/ step 1 and whether the JavaScript budget holds. */
export async function printFrontendSize(): Promise<FirstPageSize> {
  const size = await measureFirstPage('kantan-yoyaku');
  console.log('\n/kantan-yoyaku/ step 1, production build (gzip -9):');
  for (const asset of size.assets) console.log(`  ${asset.kind.padEnd(4)} ${kb(asset.gzipBytes).toFixed(1).padStart(7)} KB  ${asset.path}`);
  const verdict = size.jsGzipKb <= STEP1_JS_BUDGET_KB ? 'within' : 'OVER';
  console.log(
    `  JavaScript ${size.jsGzipKb} KB (${verdict} the ${STEP1_JS_BUDGET_KB} KB budget), CSS files ${size.cssGzipKb} KB, HTML with inline CSS ${size.htmlGzipKb} KB`,
  );
  return size;
}

if (import.meta.url === `file://${process.argv[1]}`) await printFrontendSize();
