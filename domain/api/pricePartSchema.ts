import { z } from 'zod';
import { PRICE_PART_CODES } from './priceLines.ts';

// Apart from priceLines.ts so the browser, which groups and shows lines, never loads zod.
/** A price part as the wire carries it, for validating an answer at the edge. */
export const pricePartSchema = z.object({
  code: z.enum(PRICE_PART_CODES),
  label: z.string().min(1),
  amount: z.int(),
});
