import { z } from 'zod';
import { PRICE_PART_CODES } from './priceLines.ts';

/**
 * A price part as the wire carries it, for validating an answer at the edge. Apart from
 * priceLines.ts so that the pages computing price lines do not load zod with them.
 */
export const pricePartSchema = z.object({
  code: z.enum(PRICE_PART_CODES),
  label: z.string().min(1),
  amount: z.int(),
});
