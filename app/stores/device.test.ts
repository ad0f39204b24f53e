import { describe, expect, it } from 'vitest';
import { detectDevice } from './device.ts';

describe('detectDevice', () => {
  it('is sp for phones and narrow viewports, pc otherwise', () => {
    expect(detectDevice('Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)', 1024)).toBe('sp');
    expect(detectDevice('Mozilla/5.0 (Linux; Android 14; Pixel 8) Mobile Safari', 1024)).toBe('sp');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 390)).toBe('sp');
    expect(detectDevice('Mozilla/5.0 (X11; Linux x86_64) Chrome/130', 1280)).toBe('pc');
  });
});
