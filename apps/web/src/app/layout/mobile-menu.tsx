import { Menu } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import type { AuthContextValue } from '@/lib/auth-context';
import { cn } from '@/lib/cn';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(() => loadSheet().then((m) => ({ default: m.MobileMenuSheet })));

type MobileMenuProps = {
  user: AuthContextValue['user'];
  onLogout: () => void;
  wishlistCount: number;
  cartCount: number;
  dark: boolean;
};

/** Below 768 px: a hamburger opening a sheet that mirrors the header (sheet code loads on demand). */
export function MobileMenu({ dark, ...sheetProps }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [mounted, setMounted] = useState(false);
  return (
    <>
      <button
        type="button"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        onPointerEnter={() => void loadSheet()}
        onFocus={() => void loadSheet()}
        onClick={() => {
          setMounted(true);
          setOpen(true);
        }}
        className={cn(
          'relative inline-flex size-10 cursor-pointer items-center justify-center rounded-full md:hidden',
          dark ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-zinc-100',
        )}
      >
        <Menu className="size-6" aria-hidden="true" />
      </button>
      {mounted ? (
        <Suspense fallback={null}>
          <MobileMenuSheet open={open} onOpenChange={setOpen} {...sheetProps} />
        </Suspense>
      ) : null}
    </>
  );
}
