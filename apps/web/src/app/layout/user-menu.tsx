import { ChevronDown, LayoutDashboard, LogOut, Package, ShieldCheck } from 'lucide-react';
import { useNavigate } from 'react-router';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import type { AuthContextValue } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { firstName, initials } from '@/lib/user-name';

type UserMenuProps = {
  user: NonNullable<AuthContextValue['user']>;
  onLogout: () => void;
  dark: boolean;
};

/** Desktop account menu: first name on the trigger; Dashboard, Admin Panel, Your Orders, Logout. */
export function UserMenu({ user, onLogout, dark }: UserMenuProps) {
  const navigate = useNavigate();
  const name = firstName(user.fullName);
  return (
    <DropdownMenu modal={false}>
      <DropdownMenuTrigger
        aria-label={`Account menu for ${name}`}
        className={cn(
          'inline-flex h-10 cursor-pointer items-center gap-2 rounded-full pr-3 pl-1 text-sm font-semibold transition-colors',
          dark ? 'text-white hover:bg-white/10' : 'text-ink-900 hover:bg-zinc-100',
        )}
      >
        {/* Initials drawn by CSS: a picture, not text, so the name 'Account menu for …' holds
            every word shown on the button (WCAG 2.5.3, label in name). */}
        <span
          aria-hidden="true"
          data-initials={initials(user.fullName) || name[0]}
          className="flex size-8 items-center justify-center rounded-full bg-saffron-600 text-xs font-bold text-white before:content-[attr(data-initials)]"
        />
        <span className="max-w-28 truncate">{name}</span>
        <ChevronDown className="size-4 opacity-70" aria-hidden="true" />
      </DropdownMenuTrigger>
      <DropdownMenuContent>
        <DropdownMenuLabel>
          <span className="block truncate text-sm font-semibold text-ink-900">{user.fullName}</span>
          <span className="block truncate">{user.email}</span>
        </DropdownMenuLabel>
        <DropdownMenuSeparator />
        <DropdownMenuItem onSelect={() => navigate('/dashboard')}>
          <LayoutDashboard aria-hidden="true" />
          Dashboard
        </DropdownMenuItem>
        {user.isAdmin ? (
          <DropdownMenuItem onSelect={() => navigate('/admin')}>
            <ShieldCheck aria-hidden="true" />
            Admin Panel
          </DropdownMenuItem>
        ) : null}
        <DropdownMenuItem onSelect={() => navigate('/orders')}>
          <Package aria-hidden="true" />
          Your Orders
        </DropdownMenuItem>
        <DropdownMenuSeparator />
        <DropdownMenuItem
          onSelect={onLogout}
          className="text-danger-700 data-highlighted:bg-danger-50 data-highlighted:text-danger-700 [&_svg]:text-danger-600"
        >
          <LogOut aria-hidden="true" />
          Logout
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
