import {
  formatRupees,
  paymentStatusLabel,
  toPaise,
  type DashboardSummary,
} from '@campus-threads/contract';
import {
  AlertCircle,
  ArrowRight,
  IndianRupee,
  Palette,
  Settings,
  ShoppingBag,
  Upload,
  type LucideIcon,
} from 'lucide-react';
import { Link } from 'react-router';
import { OrderStatusAndTotal, OrderTitle } from '@/features/orders';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { useAuth } from '@/lib/auth-context';
import { errorMessage } from '@/lib/api-errors';
import { ORDERS_PATH, ordersHref } from '@/lib/order-links';
import { firstName } from '@/lib/user-name';
import { useDashboardSummary } from '../api/get-dashboard-summary';

const QUICK_ACTIONS = [
  {
    to: '/dashboard/upload',
    label: 'Upload a design',
    description: 'Share your artwork and earn from every sale.',
    icon: Upload,
  },
  {
    to: '/orders',
    label: 'Track your orders',
    description: 'See where your t-shirts are right now.',
    icon: ShoppingBag,
  },
  {
    to: '/dashboard/settings',
    label: 'Account settings',
    description: 'Update your profile or change your password.',
    icon: Settings,
  },
];

function greeting(hour: number): string {
  if (hour < 12) return 'Good morning';
  if (hour < 17) return 'Good afternoon';
  return 'Good evening';
}

const rupees = (amount: number) => formatRupees(toPaise(amount));

function StatCard({
  label,
  value,
  icon: Icon,
  loading,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  loading: boolean;
}) {
  return (
    <Card>
      <CardContent className="flex items-center gap-4">
        <span className="flex size-12 shrink-0 items-center justify-center rounded-xl bg-saffron-50 text-saffron-600">
          <Icon className="size-6" aria-hidden="true" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-medium text-zinc-500">{label}</p>
          {loading ? (
            <Skeleton className="mt-1 h-8 w-24" />
          ) : (
            <p
              className="truncate text-2xl font-bold tracking-tight text-ink-900 tabular-nums"
              data-stat={label}
            >
              {value}
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

function RecentOrders({
  summary,
  loading,
}: {
  summary: DashboardSummary | undefined;
  loading: boolean;
}) {
  return (
    <Card>
      <div className="flex items-center justify-between gap-4 border-b border-zinc-100 px-5 py-4 sm:px-6">
        <h2 className="text-lg font-semibold text-ink-900">Recent Orders</h2>
        <Link
          to={ORDERS_PATH}
          className="inline-flex items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline"
        >
          View all <ArrowRight className="size-4" aria-hidden="true" />
        </Link>
      </div>
      {loading ? (
        <div className="divide-y divide-zinc-100" role="status" aria-label="Loading recent orders">
          {[0, 1, 2].map((i) => (
            <div key={i} className="flex items-center justify-between gap-4 px-5 py-4 sm:px-6">
              <div className="space-y-2">
                <Skeleton className="h-4 w-32" />
                <Skeleton className="h-3 w-20" />
              </div>
              <Skeleton className="h-5 w-16" />
            </div>
          ))}
        </div>
      ) : summary && summary.recentOrders.length > 0 ? (
        <ul className="divide-y divide-zinc-100">
          {summary.recentOrders.map((order) => (
            <li key={order._id}>
              <Link
                to={ordersHref(order._id)}
                data-order-id={order._id}
                className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 py-4 transition-colors hover:bg-zinc-50 sm:px-6"
              >
                <OrderTitle
                  order={order}
                  detail={<span data-payment-status>{paymentStatusLabel(order)}</span>}
                />
                <OrderStatusAndTotal order={order} />
              </Link>
            </li>
          ))}
        </ul>
      ) : (
        <div className="px-5 py-10 text-center sm:px-6">
          <p className="text-sm text-zinc-600">No orders yet. Your purchases will show up here.</p>
          <Link
            to="/category/casual"
            className="mt-3 inline-block text-sm font-semibold text-saffron-700 hover:underline"
          >
            Start shopping
          </Link>
        </div>
      )}
    </Card>
  );
}

export function DashboardHomePage() {
  const { user } = useAuth();
  const summary = useDashboardSummary(user?._id ?? '');
  const loading = summary.isPending;
  const data = summary.data;

  return (
    <div className="space-y-6">
      <div>
        <h1 className="text-2xl font-bold tracking-tight text-ink-900 sm:text-3xl">
          {greeting(new Date().getHours())}, {firstName(user?.fullName, 'there')}
        </h1>
        <p className="mt-1 text-sm text-zinc-600">Your orders, designs and spending at a glance.</p>
      </div>

      {summary.isError && !data ? (
        <div
          role="alert"
          className="flex flex-col items-start gap-4 rounded-xl border border-danger-500/30 bg-danger-50 p-5 sm:flex-row sm:items-center"
        >
          <AlertCircle className="size-6 shrink-0 text-danger-600" aria-hidden="true" />
          <div className="flex-1">
            <p className="text-sm font-semibold text-ink-900">
              Your order and design totals could not be loaded.
            </p>
            <p className="mt-0.5 text-sm text-zinc-700">
              {errorMessage(summary.error, 'Please try again.')}
            </p>
          </div>
          <Button
            variant="dark"
            size="sm"
            onClick={() => void summary.refetch()}
            loading={summary.isFetching}
          >
            Try Again
          </Button>
        </div>
      ) : (
        <div className="grid gap-4 sm:grid-cols-3">
          <StatCard
            label="Total Orders"
            value={String(data?.totalOrders ?? 0)}
            icon={ShoppingBag}
            loading={loading}
          />
          <StatCard
            label="Uploaded Designs"
            value={String(data?.uploadedDesigns ?? 0)}
            icon={Palette}
            loading={loading}
          />
          <StatCard
            label="Total Spent"
            value={rupees(data?.totalSpent ?? 0)}
            icon={IndianRupee}
            loading={loading}
          />
        </div>
      )}

      <section aria-labelledby="quick-actions">
        <h2 id="quick-actions" className="mb-3 text-lg font-semibold text-ink-900">
          Quick Actions
        </h2>
        <div className="grid gap-4 sm:grid-cols-2 xl:grid-cols-3">
          {QUICK_ACTIONS.map(({ to, label, description, icon: Icon }) => (
            <Link key={to} to={to} className="group rounded-xl focus-visible:outline-offset-4">
              <Card className="h-full transition-shadow group-hover:shadow-pop">
                <CardContent className="flex h-full flex-col gap-3">
                  <span className="flex size-10 items-center justify-center rounded-lg bg-saffron-50 text-saffron-600">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="font-semibold text-ink-900">{label}</span>
                  <span className="text-sm text-zinc-600">{description}</span>
                  <span className="mt-auto inline-flex items-center gap-1 text-sm font-medium text-saffron-700">
                    Open{' '}
                    <ArrowRight
                      className="size-4 transition-transform group-hover:translate-x-0.5"
                      aria-hidden="true"
                    />
                  </span>
                </CardContent>
              </Card>
            </Link>
          ))}
        </div>
      </section>

      {summary.isError && !data ? null : <RecentOrders summary={data} loading={loading} />}
    </div>
  );
}

export default DashboardHomePage;
