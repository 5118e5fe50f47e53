import {
  ADMIN_DASHBOARD_MESSAGES,
  DASHBOARD_PERIOD_DAYS,
  type AdminDashboardStats,
  type PeriodComparison,
} from '@campus-threads/contract';
import {
  ArrowDownRight,
  ArrowRight,
  ArrowUpRight,
  Banknote,
  History,
  IndianRupee,
  Minus,
  Palette,
  RefreshCw,
  ShoppingCart,
  Sparkles,
  Upload,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { lazy, Suspense, useEffect } from 'react';
import { Link } from 'react-router';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadError } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { useMediaQuery } from '@/lib/use-media-query';
import { useAdminDashboard } from './dashboard-api';
import { chartSummary, describeChange, rupees, shortDay } from './dashboard-format';

// The chart library loads with the chart, only here (an admin-only chunk).
const OrdersChart = lazy(() => import('./orders-chart'));

const LINKS: { to: string; label: string; text: string; icon: LucideIcon }[] = [
  {
    to: '/admin/orders',
    label: 'Manage orders',
    text: 'Move orders along, cancel and export.',
    icon: ShoppingCart,
  },
  {
    to: '/admin/designs',
    label: 'Review designs',
    text: 'Approve, reject and price designs.',
    icon: Palette,
  },
  {
    to: '/dashboard/upload-history',
    label: 'Upload history',
    text: 'Your own uploads and their status.',
    icon: History,
  },
  {
    to: '/dashboard/upload',
    label: 'Upload a design',
    text: 'Add a new design to the shop.',
    icon: Upload,
  },
];

const CHANGE_STYLE = {
  up: { icon: ArrowUpRight, tone: 'bg-success-50 text-success-700' },
  down: { icon: ArrowDownRight, tone: 'bg-danger-50 text-danger-700' },
  flat: { icon: Minus, tone: 'bg-zinc-100 text-zinc-600' },
  new: { icon: Sparkles, tone: 'bg-saffron-50 text-saffron-700' },
} as const;

function ChangeBadge({ change }: { change: PeriodComparison }) {
  const { direction, text, label } = describeChange(change.changePercent);
  const { icon: Icon, tone } = CHANGE_STYLE[direction];
  return (
    <span
      className={cn(
        'inline-flex items-center gap-0.5 rounded-full px-2 py-0.5 text-xs font-semibold tabular-nums',
        tone,
      )}
      data-change={direction}
    >
      <Icon className="size-3.5" aria-hidden="true" />
      {text}
      <span className="sr-only"> ({label})</span>
    </span>
  );
}

function StatCard({
  label,
  value,
  icon: Icon,
  change,
  footnote,
  loading,
}: {
  label: string;
  value: string;
  icon: LucideIcon;
  change?: PeriodComparison | undefined;
  footnote: string;
  loading: boolean;
}) {
  return (
    <Card className="min-w-0">
      <CardContent className="flex h-full flex-col gap-2 p-3.5 sm:gap-3 sm:p-5">
        <div className="flex min-h-5 items-center justify-between gap-3">
          <p className="truncate text-xs font-medium text-zinc-500 sm:text-sm">{label}</p>
          <span className="hidden size-9 shrink-0 items-center justify-center rounded-lg bg-saffron-50 text-saffron-600 sm:flex">
            <Icon className="size-5" aria-hidden="true" />
          </span>
        </div>
        {loading ? (
          <div className="space-y-2">
            <Skeleton className="h-8 w-28" />
            <Skeleton className="h-4 w-36" />
          </div>
        ) : (
          <>
            <p
              className="truncate text-2xl font-bold tracking-tight text-ink-900 tabular-nums"
              data-stat={label}
            >
              {value}
            </p>
            <div className="mt-auto flex flex-wrap items-center gap-2 text-xs text-zinc-500">
              {change ? <ChangeBadge change={change} /> : null}
              <span>{footnote}</span>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}

const DESIGN_BARS = [
  { key: 'approved', label: 'Approved', bar: 'bg-success-500' },
  { key: 'pending', label: 'Pending', bar: 'bg-saffron-400' },
  { key: 'rejected', label: 'Rejected', bar: 'bg-danger-500' },
] as const;

function DesignShares({ stats }: { stats: AdminDashboardStats | undefined }) {
  const designs = stats?.designs;
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-4">
        <div className="flex items-start justify-between gap-3">
          <div>
            <h2 className="text-lg font-semibold text-ink-900">Design approvals</h2>
            <p className="text-sm text-zinc-500">
              {designs
                ? `${designs.total.toLocaleString('en-IN')} ${designs.total === 1 ? 'design' : 'designs'} in the shop`
                : 'Every design in the shop'}
            </p>
          </div>
          <Link
            to="/admin/designs"
            className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-saffron-700 hover:underline"
          >
            Review <ArrowRight className="size-4" aria-hidden="true" />
          </Link>
        </div>
        <dl className="space-y-3">
          {DESIGN_BARS.map(({ key, label, bar }) => (
            <div
              key={key}
              data-design-status={key}
              className="flex flex-wrap items-baseline justify-between gap-x-2 text-sm"
            >
              <dt className="font-medium text-ink-800">{label}</dt>
              <dd className="text-zinc-600 tabular-nums">
                {designs ? (
                  <>
                    <span className="font-semibold text-ink-900">
                      {designs[key].toLocaleString('en-IN')}
                    </span>
                    {' · '}
                    {designs[`${key}Percent`]}%
                  </>
                ) : (
                  <Skeleton className="h-4 w-16" />
                )}
              </dd>
              <dd
                className="mt-1.5 h-2 basis-full overflow-hidden rounded-full bg-zinc-100"
                aria-hidden="true"
              >
                <div
                  className={cn('h-full rounded-full', bar)}
                  style={{ width: `${designs?.[`${key}Percent`] ?? 0}%` }}
                />
              </dd>
            </div>
          ))}
        </dl>
      </CardContent>
    </Card>
  );
}

function ChartCard({ stats }: { stats: AdminDashboardStats | undefined }) {
  const wide = useMediaQuery('(min-width: 640px)');
  const height = wide ? 280 : 220;
  const daily = stats?.daily;
  return (
    <Card className="min-w-0">
      <CardContent className="space-y-3">
        <div>
          <h2 id="orders-chart-title" className="text-lg font-semibold text-ink-900">
            Orders and revenue
          </h2>
          <p className="text-sm text-zinc-500">
            Per day, last {DASHBOARD_PERIOD_DAYS} days (India time). Cancelled orders are left out.
          </p>
        </div>
        {daily ? (
          <figure aria-labelledby="orders-chart-title" className="m-0">
            <p className="sr-only" data-chart-summary>
              {chartSummary(daily)}
            </p>
            <Suspense fallback={<Skeleton className="w-full" style={{ height }} />}>
              <OrdersChart daily={daily} height={height} />
            </Suspense>
            {/* A table keeps its rows' height whatever its box says: the 1 px box is a wrapper, or
                the hidden rows would hang below the footer as a blank strip. */}
            <div className="sr-only">
              <table data-chart-table>
                <caption>Orders and revenue per day, last {DASHBOARD_PERIOD_DAYS} days</caption>
                <thead>
                  <tr>
                    <th scope="col">Day</th>
                    <th scope="col">Orders</th>
                    <th scope="col">Revenue</th>
                  </tr>
                </thead>
                <tbody>
                  {daily.map((d) => (
                    <tr key={d.date}>
                      <th scope="row">{shortDay(d.date)}</th>
                      <td>{d.orders}</td>
                      <td>{rupees(d.revenue)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          </figure>
        ) : (
          <Skeleton className="w-full" style={{ height }} />
        )}
      </CardContent>
    </Card>
  );
}

/** /admin: the shop's figures (spec: seller-admin §2 "Admin dashboard"; docs/decisions/0018). */
export function AdminDashboardView() {
  const query = useAdminDashboard();
  const stats = query.data;
  const loading = query.isPending;

  useEffect(() => {
    if (query.isError) notify.error(ADMIN_DASHBOARD_MESSAGES.loadFailed);
  }, [query.isError]);

  return (
    <div className="space-y-6">
      <PageHeader
        title="Admin Dashboard"
        description={`The shop at a glance: the last ${DASHBOARD_PERIOD_DAYS} days against the ${DASHBOARD_PERIOD_DAYS} before.`}
        actions={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void query.refetch()}
            loading={query.isFetching && !loading}
            disabled={loading}
          >
            <RefreshCw className="size-4" aria-hidden="true" /> Refresh
          </Button>
        }
      />

      {query.isError && !stats ? (
        <LoadError
          title={ADMIN_DASHBOARD_MESSAGES.loadFailed}
          message={errorMessage(query.error, 'Please try again.')}
          onRetry={() => void query.refetch()}
          retrying={query.isFetching}
        />
      ) : (
        <>
          <div className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-3 xl:grid-cols-5 [&>*:last-child]:max-lg:col-span-2">
            <StatCard
              label="Total Revenue"
              value={rupees(stats?.revenue ?? 0)}
              icon={IndianRupee}
              change={stats?.periodRevenue}
              footnote={`${rupees(stats?.periodRevenue.last30 ?? 0)} in the last ${DASHBOARD_PERIOD_DAYS} days`}
              loading={loading}
            />
            {/* Beside revenue: the advances' balances still to be collected at the door
                (docs/decisions/0048); revenue counts a balance once it is collected. */}
            <StatCard
              label="Balance to collect"
              value={rupees(stats?.balanceToCollect ?? 0)}
              icon={Banknote}
              footnote="Balances of 50% advances, due at the door"
              loading={loading}
            />
            <StatCard
              label="Total Orders"
              value={(stats?.totalOrders ?? 0).toLocaleString('en-IN')}
              icon={ShoppingCart}
              change={stats?.newOrders}
              footnote={`${(stats?.newOrders.last30 ?? 0).toLocaleString('en-IN')} new in the last ${DASHBOARD_PERIOD_DAYS} days`}
              loading={loading}
            />
            <StatCard
              label="New Users"
              value={(stats?.newUsers.last30 ?? 0).toLocaleString('en-IN')}
              icon={UserPlus}
              change={stats?.newUsers}
              footnote={`${(stats?.totalUsers ?? 0).toLocaleString('en-IN')} accounts in all`}
              loading={loading}
            />
            <StatCard
              label="Pending Designs"
              value={(stats?.designs.pending ?? 0).toLocaleString('en-IN')}
              icon={Palette}
              footnote={`${stats?.designs.approvedPercent ?? 0}% of all designs approved`}
              loading={loading}
            />
          </div>

          <div className="grid gap-4 lg:grid-cols-3">
            <div className="min-w-0 lg:col-span-2">
              <ChartCard stats={stats} />
            </div>
            <DesignShares stats={stats} />
          </div>
        </>
      )}

      <section aria-labelledby="admin-shortcuts">
        <h2 id="admin-shortcuts" className="mb-3 text-lg font-semibold text-ink-900">
          Shortcuts
        </h2>
        <div className="grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
          {LINKS.map(({ to, label, text, icon: Icon }) => (
            <Link key={to} to={to} className="group rounded-xl focus-visible:outline-offset-4">
              <Card className="h-full transition-shadow group-hover:shadow-pop">
                <CardContent className="flex h-full items-start gap-3 p-4">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-saffron-50 text-saffron-600">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span className="min-w-0">
                    <span className="flex items-center gap-1 font-semibold text-ink-900">
                      {label}
                      <ArrowRight
                        className="size-4 transition-transform group-hover:translate-x-0.5"
                        aria-hidden="true"
                      />
                    </span>
                    <span className="mt-0.5 block text-sm text-zinc-600">{text}</span>
                  </span>
                </CardContent>
              </Card>
            </Link>
          ))}
        </div>
      </section>
    </div>
  );
}
