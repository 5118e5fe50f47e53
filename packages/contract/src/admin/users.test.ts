import { describe, expect, it } from 'vitest';
import { ADMIN_USERS_MESSAGES, adminUsersQuerySchema, userRoleSchema } from './users';

describe('admin users contract', () => {
  it("keeps the spec's texts", () => {
    expect(ADMIN_USERS_MESSAGES.loadFailed).toBe('Failed to load users');
    expect(ADMIN_USERS_MESSAGES.roleFailed).toBe('Failed to update user role');
    expect(ADMIN_USERS_MESSAGES.deleteFailed).toBe('Failed to delete user');
    expect(ADMIN_USERS_MESSAGES.deleted).toBe('User deleted successfully');
  });

  it('reads the list query: trimmed search, page and limit with defaults and bounds', () => {
    expect(adminUsersQuerySchema.parse({})).toEqual({ q: undefined, page: 1, limit: 20 });
    expect(adminUsersQuerySchema.parse({ q: '  riya ', page: '2', limit: '50' })).toEqual({
      q: 'riya',
      page: 2,
      limit: 50,
    });
    expect(adminUsersQuerySchema.parse({ q: '   ' }).q).toBeUndefined();
    expect(adminUsersQuerySchema.safeParse({ limit: '101' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ page: '0' }).success).toBe(false);
    expect(adminUsersQuerySchema.safeParse({ q: 'x'.repeat(101) }).success).toBe(false);
  });

  it('takes a boolean role only', () => {
    expect(userRoleSchema.safeParse({ isAdmin: true }).success).toBe(true);
    expect(userRoleSchema.safeParse({ isAdmin: 'true' }).success).toBe(false);
    expect(userRoleSchema.safeParse({}).success).toBe(false);
  });
});
