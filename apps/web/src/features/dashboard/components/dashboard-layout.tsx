import { ChevronDown } from 'lucide-react';
import { useState } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { cn } from '@/lib/cn';
import { DASHBOARD_LINKS } from './dashboard-nav';

function NavItems({ onNavigate }: { onNavigate?: () => void }) {
  return (
    <ul className="space-y-1">
      {DASHBOARD_LINKS.map(({ to, label, icon: Icon, end }) => (
        <li key={to}>
          <NavLink
            to={to}
            end={end}
            onClick={onNavigate}
            className={({ isActive }) =>
              cn(
                'flex items-center gap-3 rounded-lg px-3 py-2.5 text-sm font-medium transition-colors',
                isActive
                  ? 'bg-ink-900 text-white'
                  : 'text-zinc-600 hover:bg-zinc-100 hover:text-ink-900',
              )
            }
          >
            <Icon className="size-4 shrink-0" aria-hidden="true" />
            {label}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/** Side menu on large screens; a collapsible menu above the content on phones. */
export function DashboardLayout() {
  const [open, setOpen] = useState(false);
  const { pathname } = useLocation();
  const current =
    DASHBOARD_LINKS.find((l) =>
      l.end ? pathname === l.to : pathname === l.to || pathname.startsWith(`${l.to}/`),
    ) ?? DASHBOARD_LINKS[0]!;

  return (
    <div className="bg-zinc-50">
      <PageContainer className="py-6 sm:py-10">
        <div className="lg:grid lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-8">
          <nav aria-label="Dashboard" className="mb-6 lg:mb-0">
            <div className="lg:hidden">
              <button
                type="button"
                aria-expanded={open}
                aria-controls="dashboard-menu"
                onClick={() => setOpen((v) => !v)}
                className="flex w-full items-center justify-between rounded-xl border border-zinc-200 bg-white px-4 py-3 text-sm font-semibold text-ink-900 shadow-card"
              >
                <span className="flex items-center gap-2">
                  <current.icon className="size-4 text-saffron-600" aria-hidden="true" />
                  Dashboard menu
                  <span className="font-normal text-zinc-500">· {current.label}</span>
                </span>
                <ChevronDown
                  className={cn('size-4 transition-transform', open && 'rotate-180')}
                  aria-hidden="true"
                />
              </button>
              {open ? (
                <div
                  id="dashboard-menu"
                  className="mt-2 rounded-xl border border-zinc-200 bg-white p-2 shadow-card"
                >
                  <NavItems onNavigate={() => setOpen(false)} />
                </div>
              ) : null}
            </div>
            <div className="sticky top-24 hidden rounded-xl border border-zinc-200 bg-white p-3 shadow-card lg:block">
              <p className="px-3 pt-1 pb-2 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
                Your account
              </p>
              <NavItems />
            </div>
          </nav>
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      </PageContainer>
    </div>
  );
}

export default DashboardLayout;
