/**
 * Where a built chunk's bytes come from, read from its source map (`vite build` writes hidden maps
 * beside every chunk): each source file's share of the minified text, and of the chunk's gzip in
 * the same proportion (gzip compresses the whole chunk at once, so a module has no gzip size of its
 * own; the proportional share adds up to the chunk's).
 */
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ModuleShare {
  /** 'node_modules/@mui/material/Button/Button.js' or 'app/forms/StepForm.tsx'; '(no source)' for what the map names no source for. */
  module: string;
  /** Which package the module is part of ('@mui/material'), or 'our code'. */
  owner: string;
  bytes: number;
  gzipBytes: number;
}

const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
const BASE64_VALUE = new Map([...BASE64].map((char, value) => [char, value]));

/** The fields of one segment of a source map's `mappings` (base64 VLQs, spec of source maps v3). */
function decodeSegment(segment: string): number[] {
  const fields: number[] = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64_VALUE.get(char);
    if (digit === undefined) throw new Error(`not a source-map digit: ${char}`);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  return fields;
}

/**
 * The minified characters each source of the map produced, by source index (-1: no source). A
 * segment's characters run from its column to the next segment's on the same line, or the line's end.
 */
export function charactersBySource(code: string, mappings: string): Map<number, number> {
  const lines = code.split('\n');
  const counts = new Map<number, number>();
  const add = (source: number, characters: number) => counts.set(source, (counts.get(source) ?? 0) + characters);
  let source = 0;
  for (const [lineIndex, line] of mappings.split(';').entries()) {
    const lineLength = lines[lineIndex]?.length ?? 0;
    let column = 0;
    let previous: { column: number; source: number } | undefined;
    for (const segment of line.split(',').filter(Boolean)) {
      const fields = decodeSegment(segment);
      column += fields[0]!;
      if (previous) add(previous.source, column - previous.column);
      else add(-1, column);
      if (fields.length > 1) source += fields[1]!;
      previous = { column, source: fields.length > 1 ? source : -1 };
    }
    if (previous) add(previous.source, lineLength - previous.column);
    else add(-1, lineLength);
    // The newline itself belongs to nobody in particular.
    add(-1, 1);
  }
  return counts;
}

/** 'node_modules/@mui/material/Button/Button.js' → '@mui/material'; our files → 'our code'. */
export function ownerOf(module: string): string {
  const match = /(?:^|\/)node_modules\/((?:@[^/]+\/)?[^/]+)\//.exec(module);
  return match ? match[1]! : 'our code';
}

/** A map's source path ('../../../node_modules/react/index.js') as a path from the repository root. */
function repositoryPath(source: string): string {
  return source.replace(/^(\.\.\/)+/, '').replace(/^.*?\/node_modules\//, 'node_modules/');
}

/** The share of each source file in the chunk at `path` under `clientDir` ('/assets/x.js'), given the chunk's gzip size. */
export async function chunkComposition(clientDir: string, path: string, chunkGzipBytes: number): Promise<ModuleShare[]> {
  const code = await readFile(join(clientDir, path), 'utf8');
  const map = JSON.parse(await readFile(join(clientDir, `${path}.map`), 'utf8').catch(() => '{"sources":[],"mappings":""}')) as {
    sources: string[];
    mappings: string;
  };
  const total = code.length;
  return [...charactersBySource(code, map.mappings)].map(([index, characters]) => {
    const module = index < 0 ? '(no source)' : repositoryPath(map.sources[index]!);
    return { module, owner: ownerOf(module), bytes: characters, gzipBytes: total === 0 ? 0 : (chunkGzipBytes * characters) / total };
  });
}

/** Shares of the same module (one module can sit in several chunks' maps) added together, largest first. */
export function mergeShares(shares: readonly ModuleShare[]): ModuleShare[] {
  const merged = new Map<string, ModuleShare>();
  for (const share of shares) {
    const known = merged.get(share.module);
    merged.set(share.module, known ? { ...known, bytes: known.bytes + share.bytes, gzipBytes: known.gzipBytes + share.gzipBytes } : { ...share });
  }
  return [...merged.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The shares added up per owner (package or 'our code'), largest first. */
export function byOwner(shares: readonly ModuleShare[]): { owner: string; gzipBytes: number; modules: number }[] {
  const owners = new Map<string, { owner: string; gzipBytes: number; modules: number }>();
  for (const share of shares) {
    const known = owners.get(share.owner) ?? { owner: share.owner, gzipBytes: 0, modules: 0 };
    owners.set(share.owner, { owner: share.owner, gzipBytes: known.gzipBytes + share.gzipBytes, modules: known.modules + 1 });
  }
  return [...owners.values()].sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/** The modules of every JavaScript file a page loads first (`measureFirstPage`'s assets), largest first. */
export async function pageComposition(assets: readonly { path: string; kind: string; gzipBytes: number }[], clientDir: string): Promise<ModuleShare[]> {
  const chunks = assets.filter((asset) => asset.kind === 'js');
  return mergeShares((await Promise.all(chunks.map((chunk) => chunkComposition(clientDir, chunk.path, chunk.gzipBytes)))).flat());
}

/** A page's composition as lines of text: each owner's total, then the `top` largest modules. */
export function compositionLines(shares: readonly ModuleShare[], top: number): string[] {
  const kbText = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`.padStart(9);
  return [
    '  by package:',
    ...byOwner(shares).filter((owner) => owner.gzipBytes >= 512).map((owner) => `  ${kbText(owner.gzipBytes)}  ${owner.owner} (${owner.modules} module${owner.modules === 1 ? '' : 's'})`),
    `  largest ${top} modules:`,
    ...shares.slice(0, top).map((share) => `  ${kbText(share.gzipBytes)}  ${share.module}`),
  ];
}
