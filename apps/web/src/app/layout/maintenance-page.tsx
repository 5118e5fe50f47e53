import { SETTINGS_MESSAGES } from '@campus-threads/contract';
import { Wrench } from 'lucide-react';
import { Link } from 'react-router';

// Loaded only while maintenance mode is on (maintenance.tsx): no cost to a normal visit.

export function MaintenancePage({ siteName, signedIn }: { siteName: string; signedIn: boolean }) {
  return (
    <section
      aria-labelledby="maintenance-title"
      data-maintenance-page
      className="flex min-h-[70vh] items-center justify-center bg-zinc-50 px-4 py-16"
    >
      <div className="w-full max-w-lg rounded-2xl border border-zinc-200 bg-white px-6 py-10 text-center shadow-sm sm:px-10">
        <span className="mx-auto flex size-14 items-center justify-center rounded-2xl bg-saffron-50 text-saffron-600">
          <Wrench className="size-7" aria-hidden="true" />
        </span>
        <h1
          id="maintenance-title"
          className="mt-6 text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl"
        >
          {SETTINGS_MESSAGES.maintenanceTitle}
        </h1>
        <p className="mt-3 text-sm leading-relaxed text-zinc-600 sm:text-base">
          {SETTINGS_MESSAGES.maintenanceText(siteName)}
        </p>
        {signedIn ? null : (
          <p className="mt-8 text-xs text-zinc-500">
            Shop admin?{' '}
            <Link to="/login" className="font-semibold text-ink-900 underline underline-offset-2">
              Sign in
            </Link>
          </p>
        )}
      </div>
    </section>
  );
}

/** Shown to admins while maintenance mode is on: shoppers see the maintenance page. */
export function AdminMaintenanceBanner() {
  return (
    <div
      role="status"
      className="border-b border-saffron-200 bg-saffron-50 px-4 py-2 text-center text-sm text-ink-900"
    >
      Maintenance mode is on: shoppers see the maintenance page and new payments are paused.{' '}
      <Link to="/admin/settings" className="font-semibold underline underline-offset-2">
        Settings
      </Link>
    </div>
  );
}
