import { z } from 'zod';
import { GSTIN_MESSAGES, gstinProblem, HSN_PATTERN } from '../gst';
import { DELIVERY_STATES } from '../india';
import { SETTINGS_MESSAGES } from './settings';
import { TAX_SETTINGS_LIMITS as L, TAX_SETTINGS_MESSAGES as M } from './tax-settings';

/** A GST rate as typed: 0 to 40%, two decimals at most. */
const ratePercent = z
  .number({ error: M.rateInvalid })
  .min(0, M.rateInvalid)
  .max(L.ratePercentMax, M.rateInvalid)
  .multipleOf(0.01, M.rateInvalid);

const hsn = z.string({ error: M.hsnInvalid }).trim().regex(HSN_PATTERN, M.hsnInvalid);

/**
 * The invoice settings of `PUT /api/admin/settings` (docs/decisions/0050). Each is optional: one
 * left out keeps its saved value (so an older client saving the other settings changes none of
 * these). The GSTIN may be empty (not registered yet); one given is checked against its state by
 * `siteSettingsUpdateSchema`, and by the server against the saved state.
 */
export const taxSettingsUpdateFields = {
  shopLegalName: z
    .string({ error: M.legalNameRequired })
    .trim()
    .min(1, M.legalNameRequired)
    .max(L.legalNameMax, M.legalNameMax)
    .optional(),
  shopAddress: z
    .string({ error: M.addressRequired })
    .trim()
    .min(1, M.addressRequired)
    .max(L.addressMax, M.addressMax)
    .optional(),
  shopState: z
    .string({ error: M.stateRequired })
    .trim()
    .refine((state) => DELIVERY_STATES.includes(state), {
      error: (issue) =>
        String(issue.input).trim() === ''
          ? M.stateRequired
          : SETTINGS_MESSAGES.stateInvalid(String(issue.input)),
    })
    .optional(),
  shopGstin: z
    .string()
    .trim()
    .toUpperCase()
    .refine((gstin) => gstin === '' || gstinProblem(gstin) === null, {
      error: (issue) => gstinProblem(String(issue.input)) ?? GSTIN_MESSAGES.format,
    })
    .optional(),
  apparelGstThreshold: z
    .number({ error: M.thresholdInvalid })
    .min(1, M.thresholdInvalid)
    .max(L.thresholdMax, M.thresholdInvalid)
    .multipleOf(0.01, M.thresholdInvalid)
    .optional(),
  apparelGstLowPercent: ratePercent.optional(),
  apparelGstHighPercent: ratePercent.optional(),
  accessoryTaxClasses: z
    .array(
      z.object({
        category: z
          .string({ error: M.categoryRequired })
          .trim()
          .min(1, M.categoryRequired)
          .max(L.categoryMax, M.categoryMax),
        hsn,
        gstPercent: ratePercent,
      }),
    )
    .max(L.accessoryClassesMax, M.classesMax)
    .superRefine((classes, ctx) => {
      const seen = new Set<string>();
      for (const { category } of classes) {
        const key = category.replace(/\s+/g, ' ').toLowerCase();
        if (seen.has(key)) ctx.addIssue({ code: 'custom', message: M.categoryDuplicate(category) });
        seen.add(key);
      }
    })
    .optional(),
  otherAccessoryHsn: hsn.optional(),
  otherAccessoryGstPercent: ratePercent.optional(),
};

/** The GSTIN's state code must be the shop's state's (when both are in the save). */
export function checkGstinAgainstState(
  value: { shopGstin?: string; shopState?: string },
  ctx: z.RefinementCtx,
): void {
  if (!value.shopGstin || !value.shopState) return;
  const problem = gstinProblem(value.shopGstin, value.shopState);
  if (problem) ctx.addIssue({ code: 'custom', path: ['shopGstin'], message: problem });
}

const accessoryTaxClassSchema = z.object({
  category: z.string(),
  hsn: z.string(),
  gstPercent: z.number(),
});

/** The invoice settings in `GET` and `PUT /api/admin/settings`. */
export const taxSettingsReplyFields = {
  shopLegalName: z.string(),
  shopAddress: z.string(),
  shopState: z.string(),
  /** Empty while the shop has none. */
  shopGstin: z.string(),
  apparelGstThreshold: z.number(),
  apparelGstLowPercent: z.number(),
  apparelGstHighPercent: z.number(),
  accessoryTaxClasses: z.array(accessoryTaxClassSchema),
  otherAccessoryHsn: z.string(),
  otherAccessoryGstPercent: z.number(),
};
