import { describe, expect, it } from 'vitest';
import { headerThemeFor } from './header-theme';

describe('headerThemeFor', () => {
  it('is dark on home, auth, dashboard and policy pages', () => {
    for (const path of [
      '/',
      '/login',
      '/signup',
      '/dashboard',
      '/dashboard/settings',
      '/dashboard/',
      '/contact-us',
      '/faqs',
      '/shipping-policy',
      '/return-policy',
      '/PrivacyPolicy',
      '/termsOfService',
    ]) {
      expect(headerThemeFor(path), path).toBe('dark');
    }
  });

  it('is light elsewhere', () => {
    for (const path of [
      '/cart',
      '/category/casual',
      '/product/1',
      '/orders',
      '/admin',
      '/dashboards',
      '/not-found',
      '/privacypolicy',
    ]) {
      expect(headerThemeFor(path), path).toBe('light');
    }
  });
});
