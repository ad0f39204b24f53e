import { z } from 'zod';
import { toHalfWidth } from '../../domain/validation/halfWidth.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';

/** 6 or 7 digits (after folding full-width forms), with or without the hyphen after the third digit. */
const LOOKUP_DIGITS = /^\d{3}-?\d{3,4}$/;
/** ー and ｰ, which Japanese keyboards give for a hyphen typed in kana mode. */
const KANA_LONG_VOWEL_MARKS = /[ーｰ]/g;

/**
 * POST /api/postal/ body. Wider than the domain's `postalRequestSchema`, which takes exactly
 * 7 half-width digits: the suggest list looks codes up from 6 digits (spec §2, §9), and visitors
 * type full-width digits and hyphens. Answers the 6 or 7 half-width digits without the hyphen.
 */
export const postalLookupRequestSchema = z.object({
  zipCode: z
    .string({ error: MESSAGES.postalCode.required })
    .transform((value) => toHalfWidth(value).replace(KANA_LONG_VOWEL_MARKS, '-').trim())
    .superRefine((value, ctx) => {
      if (value === '') ctx.addIssue({ code: 'custom', message: MESSAGES.postalCode.required, params: { code: 'ZIP_CODE_REQUIRED' } });
      else if (!LOOKUP_DIGITS.test(value)) ctx.addIssue({ code: 'custom', message: MESSAGES.postalCode.length, params: { code: 'INVALID_ZIP_CODE' } });
    })
    .transform((value) => value.replace('-', '')),
});
