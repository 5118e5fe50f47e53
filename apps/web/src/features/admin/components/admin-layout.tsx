import { useEffect, useRef } from 'react';
import { NavLink, Outlet, useLocation } from 'react-router';
import { PageContainer } from '@/components/ui/page-container';
import { cn } from '@/lib/cn';
import { ADMIN_LINKS } from './admin-nav';

/**
 * Every admin screen: the tab bar on top (it scrolls sideways inside its own strip on a phone,
 * never the page), the screen below.
 */
export function AdminLayout() {
  const nav = useRef<HTMLElement>(null);
  const { pathname } = useLocation();
  // On a phone the strip is wider than the screen: bring the current tab into view.
  useEffect(() => {
    const strip = nav.current;
    const current = strip?.querySelector<HTMLElement>('[aria-current="page"]');
    if (!strip || !current || strip.scrollWidth <= strip.clientWidth) return;
    const offset = current.getBoundingClientRect().left - strip.getBoundingClientRect().left;
    strip.scrollLeft += offset - (strip.clientWidth - current.offsetWidth) / 2;
  }, [pathname]);
  return (
    <div className="min-h-[70vh] bg-zinc-50">
      <div className="border-b border-zinc-200 bg-white">
        <PageContainer>
          <nav ref={nav} aria-label="Admin" className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
            <ul className="flex min-w-max gap-1 py-2">
              {ADMIN_LINKS.map(({ to, label, icon: Icon, end }) => (
                <li key={to}>
                  <NavLink
                    to={to}
                    end={end}
                    className={({ isActive }) =>
                      cn(
                        'flex items-center gap-2 rounded-lg px-3 py-2 text-sm font-medium whitespace-nowrap transition-colors',
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
          </nav>
        </PageContainer>
      </div>
      <PageContainer className="py-6 sm:py-8">
        <Outlet />
      </PageContainer>
    </div>
  );
}

export default AdminLayout;
