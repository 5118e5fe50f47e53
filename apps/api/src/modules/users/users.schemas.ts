import type { AuthResponse, User } from '@campus-threads/contract';
import { z } from 'zod';

/** The only user shape that leaves the server: no hash, no token version. */
export const publicUserSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  isAdmin: z.boolean(),
  avatar: z.string().nullable(),
  createdAt: z.string(),
}) satisfies z.ZodType<User>;

export const authResponseSchema = publicUserSchema.extend({ token: z.string() }) satisfies z.ZodType<AuthResponse>;
