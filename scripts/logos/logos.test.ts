import { existsSync, readFileSync } from 'node:fs';
import { PNG } from 'pngjs';
import { describe, expect, it } from 'vitest';
import { BADGE_HEIGHT, BADGE_WIDTH, drawBadge } from './badge.ts';
import { logoFileUrl, logoFiles } from './logoFiles.ts';

describe.each(logoFiles().map((logo) => [logo.urlPath, logo] as const))('logo %s', (_path, logo) => {
  const file = logoFileUrl(logo.urlPath);

  it('exists under app/public as a PNG of the badge size', () => {
    expect(existsSync(file)).toBe(true);
    const image = PNG.sync.read(readFileSync(file));
    expect([image.width, image.height]).toEqual([BADGE_WIDTH, BADGE_HEIGHT]);
  });

  it('shows what the generator draws today (regenerate with scripts/logos/generate-logos.ts)', () => {
    expect(PNG.sync.read(readFileSync(file)).data.equals(drawBadge(logo.badge).data)).toBe(true);
  });
});
