import { z } from 'zod';
import { DELIVERY_STATES } from '../india';
import {
  normalizePinCode,
  PIN_CODE_PATTERN,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES as M,
} from './settings';

/** `PUT /api/admin/settings`: every field, checked again by the server. */
export const siteSettingsUpdateSchema = z.object({
  siteName: z
    .string({ error: M.siteNameRequired })
    .trim()
    .min(1, M.siteNameRequired)
    .max(SETTINGS_LIMITS.siteNameMax, M.siteNameMax),
  siteDescription: z
    .string()
    .trim()
    .max(SETTINGS_LIMITS.siteDescriptionMax, M.siteDescriptionMax)
    .default(''),
  maintenanceMode: z.boolean(),
  deliverablePinCodes: z
    .array(z.string().transform(normalizePinCode), { error: M.pinCodesRequired })
    .min(1, M.pinCodesRequired)
    .max(SETTINGS_LIMITS.pinCodesMax, M.pinCodesMax)
    .superRefine((codes, ctx) => {
      const bad = codes.find((pin) => !PIN_CODE_PATTERN.test(pin));
      if (bad !== undefined) ctx.addIssue({ code: 'custom', message: M.pinCodeInvalid(bad) });
    })
    // The same code twice is one code.
    .transform((codes) => [...new Set(codes)]),
  /**
   * District and state by PIN code (the checkout fills them in). Left out, the saved places stay;
   * a place for a code not in the list is dropped when saved.
   */
  pinCodePlaces: z
    .record(
      z.string().transform(normalizePinCode),
      z.object({
        district: z.string().trim().max(SETTINGS_LIMITS.placeNameMax, M.districtMax).default(''),
        state: z
          .string()
          .trim()
          .default('')
          .refine((state) => state === '' || DELIVERY_STATES.includes(state), {
            error: (issue) => M.stateInvalid(String(issue.input)),
          }),
      }),
    )
    .optional(),
});
export type SiteSettingsUpdate = z.output<typeof siteSettingsUpdateSchema>;
export type SiteSettingsUpdateBody = z.input<typeof siteSettingsUpdateSchema>;
