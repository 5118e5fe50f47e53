/** Paths whose header is dark (spec: storefront §2 "Header"); white elsewhere. */
export const DARK_HEADER_EXACT = [
  '/',
  '/login',
  '/signup',
  '/contact-us',
  '/faqs',
  '/shipping-policy',
  '/return-policy',
  '/PrivacyPolicy',
  '/termsOfService',
] as const;

export type HeaderTheme = 'dark' | 'light';

export function headerThemeFor(pathname: string): HeaderTheme {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if ((DARK_HEADER_EXACT as readonly string[]).includes(path)) return 'dark';
  if (path === '/dashboard' || path.startsWith('/dashboard/')) return 'dark';
  return 'light';
}
