import {
  Heart,
  LayoutDashboard,
  LogIn,
  LogOut,
  Package,
  ShieldCheck,
  ShoppingCart,
  UserPlus,
} from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { Sheet, SheetContent } from '@/components/ui/sheet';
import { loadNotifications } from '@/features/notifications/lazy';
import type { AuthContextValue } from '@/lib/auth-context';
import { firstName } from '@/lib/user-name';
import { HEADER_COLLECTIONS } from './nav-links';
import { SearchForm } from './search-form';

const NotificationsMenuItem = lazy(() =>
  loadNotifications().then((m) => ({ default: m.NotificationsMenuItem })),
);

export type MobileMenuSheetProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  user: AuthContextValue['user'];
  onLogout: () => void;
  wishlistCount: number;
  cartCount: number;
};

function MenuLink({
  to,
  state,
  children,
  onClick,
}: {
  to: string;
  /** Router state for the target (the login page's way back). */
  state?: unknown;
  children: ReactNode;
  onClick: () => void;
}) {
  return (
    <Link
      to={to}
      state={state}
      onClick={onClick}
      className="flex items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-ink-800 hover:bg-zinc-100 [&_svg]:size-5 [&_svg]:text-zinc-500"
    >
      {children}
    </Link>
  );
}

function Badge({ count }: { count: number }) {
  return (
    <span className="ml-auto rounded-full bg-zinc-100 px-2 py-0.5 text-xs font-semibold text-zinc-700">
      {count}
    </span>
  );
}

/** The mobile menu panel (loaded on first open): mirrors the header. */
export function MobileMenuSheet({
  open,
  onOpenChange,
  user,
  onLogout,
  wishlistCount,
  cartCount,
}: MobileMenuSheetProps) {
  const close = () => onOpenChange(false);
  // Logging in or signing up from here returns to this page (the checkout, say), as in the header.
  const { pathname, search } = useLocation();
  const back = { from: { pathname, search } };
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent title={user ? `Hi, ${firstName(user.fullName)}` : 'Menu'}>
        <div className="space-y-6 p-4">
          <SearchForm dark={false} onSubmitted={close} />
          <nav aria-label="Mobile" className="space-y-6">
            <div>
              <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
                Shop
              </p>
              {HEADER_COLLECTIONS.map((c) => (
                <MenuLink key={c.to} to={c.to} onClick={close}>
                  {c.label}
                </MenuLink>
              ))}
            </div>
            <div>
              <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
                Your bag
              </p>
              <MenuLink to="/wishlist" onClick={close}>
                <Heart aria-hidden="true" /> Wishlist <Badge count={wishlistCount} />
              </MenuLink>
              <MenuLink to="/cart" onClick={close}>
                <ShoppingCart aria-hidden="true" /> Cart <Badge count={cartCount} />
              </MenuLink>
            </div>
            <div>
              <p className="px-3 pb-1 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
                Account
              </p>
              {user ? (
                <>
                  <Suspense fallback={null}>
                    <NotificationsMenuItem onSelect={close} />
                  </Suspense>
                  <MenuLink to="/dashboard" onClick={close}>
                    <LayoutDashboard aria-hidden="true" /> Dashboard
                  </MenuLink>
                  {user.isAdmin ? (
                    <MenuLink to="/admin" onClick={close}>
                      <ShieldCheck aria-hidden="true" /> Admin Panel
                    </MenuLink>
                  ) : null}
                  <MenuLink to="/orders" onClick={close}>
                    <Package aria-hidden="true" /> Your Orders
                  </MenuLink>
                  <button
                    type="button"
                    onClick={() => {
                      close();
                      onLogout();
                    }}
                    className="flex w-full cursor-pointer items-center gap-3 rounded-lg px-3 py-2.5 text-base font-medium text-danger-700 hover:bg-danger-50 [&_svg]:size-5"
                  >
                    <LogOut aria-hidden="true" /> Logout
                  </button>
                </>
              ) : (
                <>
                  <MenuLink to="/login" state={back} onClick={close}>
                    <LogIn aria-hidden="true" /> Login
                  </MenuLink>
                  <MenuLink to="/signup" state={back} onClick={close}>
                    <UserPlus aria-hidden="true" /> Sign up
                  </MenuLink>
                </>
              )}
            </div>
          </nav>
        </div>
      </SheetContent>
    </Sheet>
  );
}
