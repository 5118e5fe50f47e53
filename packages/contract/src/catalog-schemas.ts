import { z } from 'zod';
import { TSHIRT_CATEGORIES } from './collections';
import { MAX_PAGE_SIZE, PAGE_SIZE, TARGET_AUDIENCES, TSHIRT_SORTS } from './catalog';

// Query schemas live apart from catalog.ts so pages that only need its constants ship no zod.
const trimmedText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .transform((v) => (v ? v : undefined));

/** page: junk is a 422; limit over 100 is clamped to 100. */
export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .default(PAGE_SIZE)
    .transform((n) => Math.min(n, MAX_PAGE_SIZE)),
});

export const tshirtListQuerySchema = paginationQuerySchema.extend({
  category: z.enum(TSHIRT_CATEGORIES).optional(),
  subCategory: trimmedText(80),
  targetAudience: z.enum(TARGET_AUDIENCES).optional(),
  search: trimmedText(100),
  hostelName: trimmedText(120),
  universityName: trimmedText(120),
  departmentName: trimmedText(120),
  eventName: trimmedText(120),
  sort: z.enum(TSHIRT_SORTS).default('newest'),
});
export type TshirtListQuery = z.infer<typeof tshirtListQuerySchema>;

export const accessoryListQuerySchema = paginationQuerySchema.extend({
  search: trimmedText(100),
  category: trimmedText(50),
  subCategory: trimmedText(50),
  sellerId: z.uuid().optional(),
  universityName: trimmedText(120),
  departmentName: trimmedText(120),
  isTechnical: z.enum(['true', 'false']).optional().transform((v) => (v === undefined ? undefined : v === 'true')),
});
export type AccessoryListQuery = z.infer<typeof accessoryListQuerySchema>;

export const suggestionsQuerySchema = z.object({
  query: z.string().trim().max(100).default(''),
  universityName: trimmedText(120),
  departmentName: trimmedText(120),
  minLength: z.coerce.number().int().min(0).max(10).optional(),
  distinct: z.string().optional(),
  timestamp: z.string().optional(),
});

