import type {
  AdminUsersResponse,
  AuthResponse,
  DeleteUserResponse,
  User,
  UserRoleResponse,
} from '@campus-threads/contract';
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

export const authResponseSchema = publicUserSchema.extend({
  token: z.string(),
}) satisfies z.ZodType<AuthResponse>;

export const userIdParamsSchema = z.object({ id: z.string().max(100) });

const paginationSchema = z.object({
  currentPage: z.number(),
  totalPages: z.number(),
  totalItems: z.number(),
  itemsPerPage: z.number(),
});

/** The admin list: public users only (the response schema drops anything else a row carries). */
export const adminUsersResponseSchema = z.object({
  users: z.array(publicUserSchema),
  pagination: paginationSchema,
  adminCount: z.number(),
}) satisfies z.ZodType<AdminUsersResponse>;

export const userRoleResponseSchema = z.object({
  message: z.string(),
  user: publicUserSchema,
}) satisfies z.ZodType<UserRoleResponse>;

export const deleteUserResponseSchema = z.object({
  message: z.string(),
  openOrdersToFulfil: z.number(),
}) satisfies z.ZodType<DeleteUserResponse>;
