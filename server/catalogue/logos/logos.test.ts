import { existsSync, readFileSync } from 'node:fs';
import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { BADGE_HEIGHT, BADGE_WIDTH, drawBadge } from './badge.ts';
import { logoFileUrl, logoFiles } from './logoFiles.ts';
import { PNG_SIGNATURE, crc32, encodePng, scanlines } from './png.ts';

interface Chunk { type: string; data: Buffer; crcValid: boolean }

/** Splits a PNG file into its chunks, checking each CRC. */
function readChunks(file: Buffer): Chunk[] {
  const chunks: Chunk[] = [];
  let offset = PNG_SIGNATURE.length;
  while (offset < file.length) {
    const length = file.readUInt32BE(offset);
    const typeAndData = file.subarray(offset + 4, offset + 8 + length);
    chunks.push({
      type: typeAndData.subarray(0, 4).toString('latin1'),
      data: typeAndData.subarray(4),
      crcValid: file.readUInt32BE(offset + 8 + length) === crc32(typeAndData),
    });
    offset += 12 + length;
  }
  return chunks;
}

describe('crc32', () => {
  it('matches the standard check value', () => {
    expect(crc32(Buffer.from('123456789', 'latin1'))).toBe(0xcbf43926);
  });
});

describe('encodePng', () => {
  it('rejects a pixel buffer of the wrong size', () => {
    expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(15) })).toThrow(RangeError);
  });
});

describe.each(logoFiles().map((logo) => [logo.urlPath, logo] as const))('logo %s', (_path, logo) => {
  const file = logoFileUrl(logo.urlPath);

  it('exists under app/public and is a valid PNG (signature, IHDR first, CRCs, IEND last)', () => {
    expect(existsSync(file)).toBe(true);
    const bytes = readFileSync(file);
    expect(bytes.subarray(0, 8).equals(Buffer.from(PNG_SIGNATURE))).toBe(true);
    const chunks = readChunks(bytes);
    expect(chunks.map((chunk) => chunk.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
    expect(chunks.every((chunk) => chunk.crcValid)).toBe(true);
    const header = chunks[0]?.data as Buffer;
    expect(header.length).toBe(13);
    expect([header.readUInt32BE(0), header.readUInt32BE(4)]).toEqual([BADGE_WIDTH, BADGE_HEIGHT]);
    expect([...header.subarray(8)]).toEqual([8, 6, 0, 0, 0]);
  });

  it('shows what the generator draws today (regenerate with server/catalogue/logos/generateLogos.ts)', () => {
    const idat = readChunks(readFileSync(file)).find((chunk) => chunk.type === 'IDAT')?.data as Buffer;
    expect(inflateSync(idat).equals(scanlines(drawBadge(logo.badge)))).toBe(true);
  });
});
