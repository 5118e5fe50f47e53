import { lazy, Suspense, type ReactNode } from 'react';
import { useLocation } from 'react-router';
import { Loading } from '@/components/ui/loading';
import { useAuth } from '@/lib/auth-context';
import { useSiteSettings } from '@/lib/site-settings';

// The page and the admins' banner load only while maintenance mode is on.
const MaintenancePage = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.MaintenancePage })),
);
const AdminMaintenanceBanner = lazy(() =>
  import('./maintenance-page').then((m) => ({ default: m.AdminMaintenanceBanner })),
);

/**
 * Pages that stay open in maintenance mode: signing in (so an admin can), and the return from a
 * payment page (a payment started before maintenance still completes).
 */
const OPEN_DURING_MAINTENANCE = ['/login', '/auth/callback', '/auth-callback', '/payment-callback'];

export function isOpenDuringMaintenance(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/';
  return OPEN_DURING_MAINTENANCE.includes(path);
}

/**
 * The page, or the maintenance page while maintenance mode is on, for everyone but admins
 * (spec: seller-admin §2 "Admin settings", DECISIONS.md row 12). The settings are read once per load.
 */
export function MaintenanceGate({ children }: { children: ReactNode }) {
  const { data } = useSiteSettings();
  const { isAdmin, isAuthenticated, isLoading } = useAuth();
  const { pathname } = useLocation();
  if (!data?.maintenanceMode || isOpenDuringMaintenance(pathname)) return children;
  if (isLoading) return <Loading label="Checking your session" className="min-h-[70vh]" />;
  if (isAdmin)
    return (
      <>
        <Suspense fallback={null}>
          <AdminMaintenanceBanner />
        </Suspense>
        {children}
      </>
    );
  return (
    <Suspense fallback={<Loading className="min-h-[70vh]" />}>
      <MaintenancePage siteName={data.siteName} signedIn={isAuthenticated} />
    </Suspense>
  );
}
