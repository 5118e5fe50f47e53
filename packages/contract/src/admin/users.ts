import { z } from 'zod';
import { publicUserSchema } from '../auth';
import { pageQuerySchema, paginationSchema } from '../pagination-schemas';

/**
 * /admin/users (spec: seller-admin §2 "Admin users", §6, §8): the list with search and paging,
 * the admin role toggle and deletion (docs/decisions/0018).
 */

export const ADMIN_USERS_LIMITS = {
  defaultPageSize: 20,
  maxPageSize: 100,
  searchMax: 100,
  /** The search box asks the server this long after the last key press. */
  searchDebounceMs: 350,
} as const;

export const ADMIN_USERS_MESSAGES = {
  loadFailed: 'Failed to load users',
  roleFailed: 'Failed to update user role',
  deleteFailed: 'Failed to delete user',
  deleted: 'User deleted successfully',
  madeAdmin: (name: string) => `${name} is now an admin`,
  removedAdmin: (name: string) => `${name} is no longer an admin`,
  cannotDemoteSelf: 'You cannot remove your own admin role',
  cannotDeleteSelf: 'You cannot delete your own account',
  lastAdmin: 'The last admin cannot be removed. Make another user an admin first.',
  notFound: 'User not found',
  deleteConfirm: 'Are you sure you want to delete this user?',
  searchTooLong: `Search must be at most ${ADMIN_USERS_LIMITS.searchMax} characters`,
} as const;

/** The name an anonymised (deleted) account keeps, on its orders and in the admin's order views. */
export const DELETED_USER_NAME = 'Deleted user';

/** `GET /api/users`: q searches name, email and phone (case-insensitive, anywhere in the text). */
export const adminUsersQuerySchema = pageQuerySchema({
  defaultLimit: ADMIN_USERS_LIMITS.defaultPageSize,
  maxLimit: ADMIN_USERS_LIMITS.maxPageSize,
}).extend({
  q: z
    .string()
    .trim()
    .max(ADMIN_USERS_LIMITS.searchMax, ADMIN_USERS_MESSAGES.searchTooLong)
    .optional()
    .transform((value) => value || undefined),
});
export type AdminUsersQuery = z.input<typeof adminUsersQuerySchema>;

/** `PATCH /api/users/{id}/role`. */
export const userRoleSchema = z.object({ isAdmin: z.boolean() });
export type UserRoleInput = z.infer<typeof userRoleSchema>;

/** A row of the list: the public user (never a hash or token version). */
export type AdminUser = z.infer<typeof publicUserSchema>;

/**
 * `GET /api/users`: newest accounts first; deleted accounts are left out. The reply schema keeps
 * public users only (it drops anything else a row carries).
 */
export const adminUsersResponseSchema = z.object({
  users: z.array(publicUserSchema),
  pagination: paginationSchema,
  /** Accounts with the admin role, whatever the search. */
  adminCount: z.number(),
});
export type AdminUsersResponse = z.infer<typeof adminUsersResponseSchema>;

export const userRoleResponseSchema = z.object({ message: z.string(), user: publicUserSchema });
export type UserRoleResponse = z.infer<typeof userRoleResponseSchema>;

export const deleteUserResponseSchema = z.object({
  message: z.string(),
  /** Orders this user was to ship that are still open: an admin now takes them over. */
  openOrdersToFulfil: z.number(),
});
export type DeleteUserResponse = z.infer<typeof deleteUserResponseSchema>;
