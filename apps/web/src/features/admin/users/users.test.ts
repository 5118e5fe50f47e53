import type { AdminUser } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import { initials, pageSummary, roleQuestion, rowActions } from './users';

const user = (overrides: Partial<AdminUser> = {}): AdminUser => ({
  _id: 'u1',
  fullName: 'Riya Das',
  email: 'riya@example.com',
  phone: '9876543210',
  isAdmin: false,
  avatar: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  ...overrides,
});

describe('admin users helpers', () => {
  it('says which rows a page shows', () => {
    expect(pageSummary({ currentPage: 2, totalPages: 3, totalItems: 45, itemsPerPage: 20 })).toBe(
      'Showing 21–40 of 45 users',
    );
    expect(pageSummary({ currentPage: 3, totalPages: 3, totalItems: 45, itemsPerPage: 20 })).toBe(
      'Showing 41–45 of 45 users',
    );
    expect(pageSummary({ currentPage: 1, totalPages: 1, totalItems: 1, itemsPerPage: 20 })).toBe(
      'Showing 1–1 of 1 user',
    );
    expect(pageSummary({ currentPage: 1, totalPages: 0, totalItems: 0, itemsPerPage: 20 })).toBe(
      'No users',
    );
  });

  it('offers no role change or deletion on your own row', () => {
    expect(rowActions(user(), 'u1')).toMatchObject({
      isSelf: true,
      canChangeRole: false,
      canDelete: false,
    });
    expect(rowActions(user({ isAdmin: true }), 'me')).toMatchObject({
      isSelf: false,
      canChangeRole: true,
      canDelete: true,
      roleLabel: 'Remove admin',
    });
    expect(rowActions(user(), 'me').roleLabel).toBe('Make admin');
  });

  it('makes initials and asks the right question', () => {
    expect(initials('  riya  kumari das ')).toBe('RD');
    expect(initials('Riya')).toBe('R');
    expect(initials('')).toBe('?');
    expect(roleQuestion(user()).confirm).toBe('Make admin');
    expect(roleQuestion(user({ isAdmin: true })).title).toBe("Remove Riya Das's admin role?");
  });
});

describe('change errors', () => {
  it("shows the server's refusal, else the spec's text", async () => {
    const { userChangeError } = await import('./users');
    expect(
      userChangeError(
        { status: 409, serverMessage: 'You cannot delete your own account' },
        'Failed to delete user',
      ),
    ).toBe('You cannot delete your own account');
    expect(userChangeError({ status: 500, serverMessage: 'boom' }, 'Failed to delete user')).toBe(
      'Failed to delete user',
    );
    expect(userChangeError(null, 'Failed to update user role')).toBe('Failed to update user role');
  });
});
