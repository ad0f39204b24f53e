import { readdir, readFile } from 'node:fs/promises';
import { join, relative } from 'node:path';

const MARKER = '/*i18n*/';

/**
 * The `/*i18n*\/` descriptors of `source` wrapped in a type assertion (`{ id, values } as Message`):
 * the extractor reads a marked literal only, so a wrapped one never reaches the catalogues and is
 * shown untranslated. Each is returned by its message's opening text.
 */
export function castMarkersIn(source: string): string[] {
  const found: string[] = [];
  for (let at = source.indexOf(MARKER); at !== -1; at = source.indexOf(MARKER, at + MARKER.length)) {
    let start = at + MARKER.length;
    while (/\s/.test(source[start] ?? '')) start += 1;
    if (source[start] !== '{') continue;
    let depth = 0;
    let end = start;
    for (; end < source.length; end += 1) {
      if (source[end] === '{') depth += 1;
      else if (source[end] === '}' && --depth === 0) break;
    }
    if (/^\s*(as|satisfies)\b/.test(source.slice(end + 1))) found.push(source.slice(start, Math.min(end + 1, start + 60)));
  }
  return found;
}

/** Every such descriptor in the TypeScript files under `dirs` (tests aside), as `file: text`. */
export async function castMarkersUnder(root: string, dirs: readonly string[]): Promise<string[]> {
  const found: string[] = [];
  for (const dir of dirs) {
    for (const entry of await readdir(join(root, dir), { recursive: true, withFileTypes: true })) {
      const path = join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || /\.test\.tsx?$/.test(entry.name) || path.includes('node_modules')) continue;
      for (const text of castMarkersIn(await readFile(path, 'utf8'))) found.push(`${relative(root, path)}: ${text}`);
    }
  }
  return found;
}
