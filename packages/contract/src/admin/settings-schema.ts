import { z } from 'zod';
import { DELIVERY_STATES } from '../india';
import {
  normalizePinCode,
  PIN_CODE_PATTERN,
  SETTINGS_LIMITS,
  SETTINGS_MESSAGES as M,
  type PinCodePlace,
} from './settings';
import {
  checkGstinAgainstState,
  taxSettingsReplyFields,
  taxSettingsUpdateFields,
} from './tax-settings-schema';

/** `PUT /api/admin/settings`: every field, checked again by the server. */
export const siteSettingsUpdateSchema = z
  .object({
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
    /**
     * The platform's commission on a Self Service sale and the designer's royalty share
     * (docs/decisions/0048); left out, the saved rate stays.
     */
    commissionPercent: z
      .number({ error: M.commissionInvalid })
      .min(0, M.commissionInvalid)
      .max(SETTINGS_LIMITS.commissionPercentMax, M.commissionInvalid)
      .multipleOf(0.01, M.commissionInvalid)
      .optional(),
    royaltyPercent: z
      .number({ error: M.royaltyInvalid })
      .min(0, M.royaltyInvalid)
      .max(SETTINGS_LIMITS.royaltyPercentMax, M.royaltyInvalid)
      .multipleOf(0.01, M.royaltyInvalid)
      .optional(),
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
    /** The shop on its tax invoices and the GST rates (docs/decisions/0050); each optional. */
    ...taxSettingsUpdateFields,
  })
  .superRefine(checkGstinAgainstState);
export type SiteSettingsUpdate = z.output<typeof siteSettingsUpdateSchema>;
export type SiteSettingsUpdateBody = z.input<typeof siteSettingsUpdateSchema>;

/** A PIN code's place in a reply (the save's place is checked above). */
export const pinCodePlaceSchema = z.object({
  district: z.string(),
  state: z.string(),
}) satisfies z.ZodType<PinCodePlace>;

export const demoAccountHintSchema = z.object({
  role: z.string(),
  email: z.string(),
  password: z.string(),
});

/** `GET /api/settings`: what every page needs (header name, title, maintenance page). */
export const publicSiteSettingsSchema = z.object({
  siteName: z.string(),
  siteDescription: z.string(),
  maintenanceMode: z.boolean(),
  /**
   * The demo accounts the login page offers under "Try a demo account", with their passwords:
   * empty in production and wherever they do not exist, so the app itself carries no password.
   */
  demoAccounts: z.array(demoAccountHintSchema),
  /** RETURN_WINDOW_DAYS as the server applies it: days after delivery to ask for an exchange or return. */
  returnWindowDays: z.number().int(),
  /** The API's DROP_MIN_LEAD_SECONDS: how far ahead a new drop's deadline must be (decision 0054). */
  dropMinLeadSeconds: z.number().int(),
});

/** System Info card: the running API's real facts. */
export const systemInfoSchema = z.object({
  /** The API package's version. */
  version: z.string(),
  /** NODE_ENV as the server runs it ('production', 'development', 'test'). */
  environment: z.string(),
  database: z.object({
    status: z.enum(['connected', 'disconnected']),
    kind: z.enum(['pglite', 'postgres']),
  }),
  /** When the settings were last saved (ISO). */
  lastUpdated: z.string(),
});

/** `GET` and `PUT /api/admin/settings`. */
export const adminSiteSettingsSchema = publicSiteSettingsSchema.extend({
  commissionPercent: z.number(),
  royaltyPercent: z.number(),
  deliverablePinCodes: z.array(z.string()),
  /** District and state of listed codes (not every code need have one). */
  pinCodePlaces: z.record(z.string(), pinCodePlaceSchema),
  updatedAt: z.string(),
  updatedBy: z.string().nullable(),
  systemInfo: systemInfoSchema,
  ...taxSettingsReplyFields,
});

// The types inferred from these schemas, kept here rather than in settings.ts so that file never
// imports this one back (no import cycles, docs/decisions/0062); type-only, so they ship no zod.
/** `GET /api/settings`: what every page needs (header name, title, maintenance page). */
export type PublicSiteSettings = z.infer<typeof publicSiteSettingsSchema>;
export type DemoAccountHint = z.infer<typeof demoAccountHintSchema>;
/** System Info card: the running API's real facts. */
export type SystemInfo = z.infer<typeof systemInfoSchema>;
/** `GET` and `PUT /api/admin/settings`. */
export type AdminSiteSettings = z.infer<typeof adminSiteSettingsSchema>;
