import {
  History,
  LayoutDashboard,
  Package,
  PackagePlus,
  Receipt,
  Settings,
  ShoppingBag,
  Upload,
  Users,
  Wallet,
  type LucideIcon,
} from 'lucide-react';

export type DashboardLink = { to: string; label: string; icon: LucideIcon; end?: boolean };

/** The dashboard side menu (spec: accounts-orders §2 "Dashboard area"). */
export const DASHBOARD_LINKS: DashboardLink[] = [
  { to: '/dashboard', label: 'Dashboard', icon: LayoutDashboard, end: true },
  { to: '/dashboard/settings', label: 'Settings', icon: Settings },
  { to: '/dashboard/orders', label: 'Sales', icon: Receipt },
  { to: '/dashboard/earnings', label: 'Earnings', icon: Wallet },
  // Campus drops, the seller's group orders (docs/decisions/0049).
  { to: '/dashboard/drops', label: 'Drops', icon: Users },
  { to: '/dashboard/upload', label: 'Upload Design', icon: Upload },
  { to: '/dashboard/accessories-upload', label: 'Upload Accessory', icon: PackagePlus },
  { to: '/dashboard/accessories', label: 'My Accessories', icon: Package },
  { to: '/dashboard/upload-history', label: 'Upload History', icon: History },
  { to: '/orders', label: 'My Orders', icon: ShoppingBag },
];
