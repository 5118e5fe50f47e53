import {
  HandCoins,
  LayoutDashboard,
  MessageSquareText,
  Package,
  Palette,
  RotateCcw,
  ScrollText,
  Settings,
  ShoppingCart,
  Users,
  UsersRound,
  type LucideIcon,
} from 'lucide-react';

export type AdminLink = { to: string; label: string; icon: LucideIcon; end?: boolean };

/**
 * The admin tab bar shared by every admin screen (spec: seller-admin §2 "Admin dashboard"), plus
 * the payouts, the campus drops and the audit log.
 */
export const ADMIN_LINKS: AdminLink[] = [
  { to: '/admin', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/admin/users', label: 'Users', icon: Users },
  { to: '/admin/designs', label: 'Designs', icon: Palette },
  { to: '/admin/accessories', label: 'Accessories', icon: Package },
  { to: '/admin/orders', label: 'Orders', icon: ShoppingCart },
  { to: '/admin/payouts', label: 'Payouts', icon: HandCoins },
  { to: '/admin/drops', label: 'Drops', icon: UsersRound },
  { to: '/admin/reviews', label: 'Reviews', icon: MessageSquareText },
  { to: '/admin/returns', label: 'Returns', icon: RotateCcw },
  { to: '/admin/settings', label: 'Settings', icon: Settings },
  { to: '/admin/audit', label: 'Audit log', icon: ScrollText },
];
