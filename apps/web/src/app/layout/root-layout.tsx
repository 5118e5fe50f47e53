import { Outlet, useNavigation } from 'react-router';
import { AuthProvider } from '@/features/auth';
import { cn } from '@/lib/cn';
import { ScrollToTop } from '../scroll-to-top';
import { Footer } from './footer';
import { Header } from './header';

/** Thin progress bar while a lazy page chunk loads. */
function NavigationProgress() {
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle';
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

/** Session + header + page + footer. Every page renders inside this. */
export function RootLayout() {
  return (
    <AuthProvider>
      <ScrollToTop />
      <NavigationProgress />
      <div className="flex min-h-dvh flex-col">
        <a
          href="#main"
          className="sr-only z-[70] rounded-lg bg-white px-4 py-2 text-sm font-semibold text-ink-900 focus:not-sr-only focus:fixed focus:top-2 focus:left-2"
        >
          Skip to content
        </a>
        <Header />
        <main id="main" className="flex-1">
          <Outlet />
        </main>
        <Footer />
      </div>
    </AuthProvider>
  );
}
