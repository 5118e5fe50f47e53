import { describe, expect, it } from 'vitest';
import { redirectTarget } from './auth-context';

describe('redirectTarget', () => {
  it('returns to the remembered origin with its search, hash and state', () => {
    expect(
      redirectTarget({ from: { pathname: '/dashboard/settings', search: '?tab=1', hash: '#x' } }),
    ).toEqual({
      to: '/dashboard/settings?tab=1#x',
      state: undefined,
    });
    expect(
      redirectTarget({
        from: { pathname: '/', state: { openDialog: true, selectedCategory: 'hostel' } },
      }),
    ).toEqual({
      to: '/',
      state: { openDialog: true, selectedCategory: 'hostel' },
    });
  });

  it('defaults to / and never loops back to the auth pages', () => {
    expect(redirectTarget(null)).toEqual({ to: '/' });
    expect(redirectTarget({ from: { pathname: '/login' } })).toEqual({ to: '/' });
    expect(redirectTarget({ from: { pathname: '/signup' } })).toEqual({ to: '/' });
  });
});
