import { PNG } from 'pngjs';
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './font.ts';

/** Colours and letters of a generated logo badge. */
export interface LogoBadge {
  /** One or two Latin capitals drawn on the badge. */
  initials: string;
  /** Badge colour, '#rrggbb'. */
  color: string;
}

export const BADGE_WIDTH = 160;
export const BADGE_HEIGHT = 80;
const CORNER_RADIUS = 18;
const MARGIN = 2;
const GLYPH_SCALE = 6;
const LETTER_GAP = GLYPH_SCALE;
/** Sub-pixel samples per axis when smoothing the rounded corners. */
const SAMPLES = 4;

function parseColor(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (match === null) throw new RangeError(`Not a #rrggbb colour: ${hex}`);
  return [Number.parseInt(match[1] as string, 16), Number.parseInt(match[2] as string, 16), Number.parseInt(match[3] as string, 16)];
}

/** Whether a point lies inside the badge's rounded rectangle. */
function insideBadge(x: number, y: number): boolean {
  const left = MARGIN + CORNER_RADIUS;
  const right = BADGE_WIDTH - MARGIN - CORNER_RADIUS;
  const top = MARGIN + CORNER_RADIUS;
  const bottom = BADGE_HEIGHT - MARGIN - CORNER_RADIUS;
  const dx = Math.max(left - x, 0, x - right);
  const dy = Math.max(top - y, 0, y - bottom);
  return dx * dx + dy * dy <= CORNER_RADIUS * CORNER_RADIUS;
}

/** Share of a pixel covered by the badge, 0..1. */
function coverage(px: number, py: number): number {
  let inside = 0;
  for (let sy = 0; sy < SAMPLES; sy += 1) {
    for (let sx = 0; sx < SAMPLES; sx += 1) {
      if (insideBadge(px + (sx + 0.5) / SAMPLES, py + (sy + 0.5) / SAMPLES)) inside += 1;
    }
  }
  return inside / (SAMPLES * SAMPLES);
}

/** Whether the pixel belongs to a stroke of the initials, centred on the badge. */
function isLetterPixel(initials: string, px: number, py: number): boolean {
  const letters = [...initials];
  const textWidth = letters.length * GLYPH_WIDTH * GLYPH_SCALE + (letters.length - 1) * LETTER_GAP;
  const textLeft = Math.floor((BADGE_WIDTH - textWidth) / 2);
  const textTop = Math.floor((BADGE_HEIGHT - GLYPH_HEIGHT * GLYPH_SCALE) / 2);
  const row = Math.floor((py - textTop) / GLYPH_SCALE);
  if (py < textTop || row >= GLYPH_HEIGHT) return false;
  const advance = GLYPH_WIDTH * GLYPH_SCALE + LETTER_GAP;
  const index = Math.floor((px - textLeft) / advance);
  const column = Math.floor((px - textLeft - index * advance) / GLYPH_SCALE);
  const letter = letters[index];
  if (px < textLeft || letter === undefined || column >= GLYPH_WIDTH) return false;
  return glyph(letter)[row]?.[column] === '#';
}

/** A logo: a rounded badge in the brand colour with the initials in white, transparent around it (RGBA, pngjs writes it). */
export function drawBadge(badge: LogoBadge): PNG {
  const [red, green, blue] = parseColor(badge.color);
  const image = new PNG({ width: BADGE_WIDTH, height: BADGE_HEIGHT });
  const pixels = image.data;
  for (let py = 0; py < BADGE_HEIGHT; py += 1) {
    for (let px = 0; px < BADGE_WIDTH; px += 1) {
      const offset = (py * BADGE_WIDTH + px) * 4;
      const white = isLetterPixel(badge.initials, px, py);
      pixels.set(white ? [255, 255, 255] : [red, green, blue], offset);
      pixels[offset + 3] = Math.round(coverage(px, py) * 255);
    }
  }
  return image;
}
