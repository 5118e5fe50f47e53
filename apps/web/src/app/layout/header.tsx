import { STORAGE_KEYS } from '@campus-threads/contract';
import { Heart, ShoppingCart } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { loadNotifications } from '@/features/notifications/lazy';
import { useCartCount } from '@/features/cart';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { useStoredCount } from '@/lib/local-collections';
import { CountLink } from './count-link';
import { headerThemeFor } from './header-theme';
import { MobileMenu } from './mobile-menu';
import { HEADER_COLLECTIONS } from './nav-links';
import { SearchForm } from './search-form';
import { SiteWordmark } from './site-wordmark';
import { firstName } from '@/lib/user-name';

// The account dropdown (Radix menu + positioning) only loads for signed-in visitors.
const UserMenu = lazy(() => import('./user-menu').then((m) => ({ default: m.UserMenu })));
// So does the notification bell (its panel, popover and dialog).
const NotificationBell = lazy(() =>
  loadNotifications().then((m) => ({ default: m.NotificationBell })),
);

function UserMenuPlaceholder({ name, dark }: { name: string; dark: boolean }) {
  return (
    <span
      className={cn(
        'inline-flex h-10 items-center gap-2 rounded-full pr-3 pl-1 text-sm font-semibold',
        dark ? 'text-white' : 'text-ink-900',
      )}
    >
      <span aria-hidden="true" className="size-8 rounded-full bg-saffron-500" />
      <span className="max-w-28 truncate">{name}</span>
    </span>
  );
}

export function Header() {
  const { pathname, search } = useLocation();
  const { user, isLoading, logout } = useAuth();
  const wishlistCount = useStoredCount(STORAGE_KEYS.wishlist);
  const cartCount = useCartCount();
  const dark = headerThemeFor(pathname) === 'dark';

  return (
    <header
      data-theme={dark ? 'dark' : 'light'}
      className={cn(
        'sticky top-0 z-40 border-b',
        dark ? 'border-white/10 bg-ink-900 text-white' : 'border-zinc-200 bg-white text-ink-900',
      )}
    >
      <div className="mx-auto flex h-16 w-full max-w-7xl items-center gap-3 px-4 sm:px-6 lg:gap-6 lg:px-8">
        <SiteWordmark dark={dark} />

        <nav aria-label="Collections" className="hidden items-center gap-1 xl:flex">
          {HEADER_COLLECTIONS.map((c) => (
            <NavLink
              key={c.to}
              to={c.to}
              className={({ isActive }) =>
                cn(
                  'rounded-full px-3 py-1.5 text-sm font-medium transition-colors',
                  dark ? 'text-zinc-300 hover:text-white' : 'text-zinc-600 hover:text-ink-900',
                  isActive && (dark ? 'bg-white/10 text-white' : 'bg-zinc-100 text-ink-900'),
                )
              }
            >
              {c.label}
            </NavLink>
          ))}
        </nav>

        <SearchForm dark={dark} className="ml-auto hidden w-full max-w-xs md:block lg:max-w-sm" />

        <div className="ml-auto flex items-center gap-1 md:ml-0">
          {user ? (
            // Its place is kept while the code loads, on phones too (the bell is in the header at every width).
            <Suspense fallback={<span aria-hidden="true" className="size-10" />}>
              <NotificationBell dark={dark} />
            </Suspense>
          ) : null}
          <CountLink
            to="/wishlist"
            label="Wishlist"
            icon={Heart}
            count={wishlistCount}
            dark={dark}
          />
          <CountLink to="/cart" label="Cart" icon={ShoppingCart} count={cartCount} dark={dark} />
          <div className="hidden md:flex md:items-center md:pl-2">
            {isLoading ? (
              <Skeleton className={cn('h-9 w-24 rounded-full', dark && 'bg-white/10')} />
            ) : user ? (
              <Suspense
                fallback={<UserMenuPlaceholder name={firstName(user.fullName)} dark={dark} />}
              >
                <UserMenu user={user} onLogout={logout} dark={dark} />
              </Suspense>
            ) : (
              <Link
                to="/login"
                state={{ from: { pathname, search } }}
                className={buttonClasses(dark ? 'primary' : 'dark', 'sm', 'rounded-full px-4')}
              >
                Login
              </Link>
            )}
          </div>
          <MobileMenu
            user={user}
            onLogout={logout}
            wishlistCount={wishlistCount}
            cartCount={cartCount}
            dark={dark}
          />
        </div>
      </div>
    </header>
  );
}
