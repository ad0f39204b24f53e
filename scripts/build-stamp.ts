/**
 * Whether the build (dist/, dist-server/) was made from the sources as they are now, so that
 * `npm start` builds only when something changed and a restart after a crash comes up in seconds.
 * The stamp is a SHA-256 over every input the build reads: app/, ui/, domain/, server/ and scripts/
 * (tests and screenshots aside), the root configuration and package-lock.json (the packages
 * installed). `npm run build` writes it last, to dist/build-stamp.
 *
 *   tsx scripts/build-stamp.ts write     after a build
 *   tsx scripts/build-stamp.ts current   exit 0 when the build is current, 1 when it is not (or missing)
 */
import { createHash } from 'node:crypto';
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';

const ROOT = resolve(import.meta.dirname, '..');
const SOURCE_DIRS = ['app', 'ui', 'domain', 'server', 'scripts'];
const SOURCE_FILES = ['package.json', 'package-lock.json', 'vite.config.ts', 'tsconfig.json'];
/** What the build does not read: tests beside the code and their screenshots. */
const NOT_BUILT = /(\.test\.tsx?$|(^|\/)__screenshots__\/)/;

export const STAMP_FILE = join('dist', 'build-stamp');

/** Every file under `dir`, relative to `root`. */
async function filesUnder(root: string, dir: string): Promise<string[]> {
  const entries = await readdir(join(root, dir), { recursive: true, withFileTypes: true }).catch(() => []);
  return entries.filter((entry) => entry.isFile()).map((entry) => relative(root, join(entry.parentPath, entry.name)));
}

/** The SHA-256 of the build's inputs under `root`: each file's path and contents, in path order. */
export async function sourceStamp(root = ROOT): Promise<string> {
  const files = [...SOURCE_FILES, ...(await Promise.all(SOURCE_DIRS.map((dir) => filesUnder(root, dir)))).flat()]
    .filter((file) => !NOT_BUILT.test(file))
    .sort();
  const hash = createHash('sha256');
  for (const file of files) {
    const contents = await readFile(join(root, file)).catch(() => null);
    if (contents) hash.update(`${file}\0${contents.length}\0`).update(contents);
  }
  return hash.digest('hex');
}

export async function writeBuildStamp(root = ROOT): Promise<void> {
  await writeFile(join(root, STAMP_FILE), `${await sourceStamp(root)}\n`);
}

/** Whether the last build's stamp is that of the sources now. */
export async function isBuildCurrent(root = ROOT): Promise<boolean> {
  const stamp = await readFile(join(root, STAMP_FILE), 'utf8').catch(() => '');
  return stamp.trim() === (await sourceStamp(root));
}

if (process.argv[1] && resolve(process.argv[1]) === resolve(import.meta.filename)) {
  const command = process.argv[2];
  if (command === 'write') {
    await writeBuildStamp();
  } else if (command === 'current') {
    const current = await isBuildCurrent();
    console.log(current ? 'The build is current: starting without building.' : 'The sources changed since the last build (or there is none): building.');
    process.exitCode = current ? 0 : 1;
  } else {
    console.error('usage: tsx scripts/build-stamp.ts write|current');
    process.exitCode = 2;
  }
}
