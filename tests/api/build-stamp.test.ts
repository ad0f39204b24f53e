/** Issue 26: `npm start` rebuilds only when the sources changed since the last build. */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isBuildCurrent, sourceStamp, writeBuildStamp } from '../../scripts/build-stamp.ts';

describe('the build stamp', () => {
  let root: string;
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'hikkoshi-stamp-'));
    const files: [string, string][] = [
      ['package.json', '{}'], ['package-lock.json', '{}'], ['vite.config.ts', ''], ['tsconfig.json', '{}'],
      ['app/main.tsx', 'a'], ['server/main.ts', 'b'], ['server/main.test.ts', 't'], ['ui/Button/__screenshots__/x.png', 'p'],
    ];
    for (const [file, text] of files) {
      await mkdir(join(root, file, '..'), { recursive: true });
      await writeFile(join(root, file), text);
    }
    await mkdir(join(root, 'dist'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it('says the build is current only after a build from the same sources', async () => {
    expect(await isBuildCurrent(root)).toBe(false);
    await writeBuildStamp(root);
    expect(await isBuildCurrent(root)).toBe(true);
    // Tests and screenshots are not built: changing them asks for no build.
    await writeFile(join(root, 'server/main.test.ts'), 'changed');
    await writeFile(join(root, 'ui/Button/__screenshots__/x.png'), 'changed');
    expect(await isBuildCurrent(root)).toBe(true);
    const before = await sourceStamp(root);
    await writeFile(join(root, 'server/main.ts'), 'changed');
    expect(await isBuildCurrent(root)).toBe(false);
    await writeFile(join(root, 'server/main.ts'), 'b');
    expect(await sourceStamp(root)).toBe(before);
    await writeFile(join(root, 'server/new-file.ts'), '');
    expect(await isBuildCurrent(root)).toBe(false);
  });

  it('is what npm start checks before building, and what npm run build writes last', async () => {
    const { scripts } = JSON.parse(await readFile(resolve(import.meta.dirname, '../../package.json'), 'utf8')) as { scripts: Record<string, string> };
    expect(scripts.start).toMatch(/^\(tsx scripts\/build-stamp\.ts current \|\| npm run build\) && /);
    expect(scripts.build).toMatch(/&& tsx scripts\/build-stamp\.ts write$/);
  });
});
