import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { AuthProvider } from '@/features/auth';
import { useGuestCartMerge } from '@/features/cart';
import { useWishlistSync } from '@/features/wishlist';
import { cn } from '@/lib/cn';
import { usePageLoading } from '@/lib/lazy-page';
import { RouteErrorBoundary } from '../error-screen';
import { SiteDocumentMeta } from './document-title';
import { MaintenanceGate } from './maintenance';
import { ScrollToTop } from '../scroll-to-top';
import { Footer } from './footer';
import { Header } from './header';

/** Thin progress bar while a lazy page chunk loads. */
function NavigationProgress() {
  const busy = usePageLoading();
  return (
    <div
      aria-hidden="true"
      className={cn(
        'pointer-events-none fixed inset-x-0 top-0 z-[60] h-0.5 origin-left bg-saffron-500 transition-transform duration-500',
        busy ? 'scale-x-75' : 'scale-x-0 duration-0',
      )}
    />
  );
}

/** Session-wide effects that need the session: the guest cart joins the account's on login. */
function SessionEffects() {
  useGuestCartMerge();
  useWishlistSync();
  return null;
}

/** Session + header + page + footer. Every page renders inside this. */
export function RootLayout() {
  return (
    <AuthProvider>
      <SessionEffects />
      <ScrollToTop />
      <NavigationProgress />
      <SiteDocumentMeta />
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-lg bg-white px-4 py-2 text-sm font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" className="flex-1">
          <RouteErrorBoundary>
            {/* A page's first load fills the screen, so the footer never jumps (no layout shift). */}
            <MaintenanceGate>
              <Suspense fallback={<Loading className="min-h-dvh" />}>
                <Outlet />
              </Suspense>
            </MaintenanceGate>
          </RouteErrorBoundary>
        </main>
        <Footer />
      </div>
    </AuthProvider>
  );
}
