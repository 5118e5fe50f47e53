import {
  SALES_SEARCH_TEXTS,
  exportRangeError,
  ORDER_MESSAGES,
  ORDER_STATUS_MESSAGES,
  type OrderStatus,
  type SellerOrder,
} from '@campus-threads/contract';
import { Download, Receipt, Search } from 'lucide-react';
import { useId, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { CancelOrderDialog, RecordBalanceDialog, ShipOrderDialog } from '@/features/orders';
import type { OrderAction, ShipmentDetails } from '@/features/orders';
import { PagedList } from '@/components/paged-list';
import { Button, buttonClasses } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { TabBar } from '@/components/ui/tab-bar';
import { EmptyState } from '@/components/ui/state-blocks';
import { errorMessage } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { parseHighlight } from '@/lib/order-links';
import { notify } from '@/lib/notify';
import { downloadSellerOrders } from '../api/download-seller-orders';
import { useSellerOrders } from '../api/get-seller-orders';
import { useUpdateSellerOrderStatus } from '../api/update-seller-order-status';
import { SalesOrderRow } from './sales-order-row';
import { SalesSummary } from './sales-summary';
import {
  lastDays,
  parseDay,
  parsePage,
  parseStatusFilter,
  SALES_PAGE_SIZE,
  STATUS_FILTERS,
} from './sales';

const EXPORT_TOASTS = {
  success: ORDER_MESSAGES.exported,
  failure: ORDER_MESSAGES.exportFailed,
} as const;

const PRESETS = [
  { days: 7, label: '7 days' },
  { days: 30, label: '30 days' },
  { days: 90, label: '90 days' },
];

function ListSkeleton() {
  return (
    <ul className="space-y-3" role="status" aria-label="Loading orders">
      {Array.from({ length: 4 }, (_, i) => (
        <li
          key={i}
          className="flex items-center gap-4 rounded-xl border border-zinc-200 bg-white p-4"
        >
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-32" />
            <Skeleton className="h-3 w-48" />
          </div>
          <Skeleton className="h-6 w-24 rounded-full" />
          <Skeleton className="hidden h-5 w-16 sm:block" />
        </li>
      ))}
    </ul>
  );
}

/** /dashboard/orders: the orders the seller fulfils (spec: seller-admin §2 "Sales History"). */
export function SalesView() {
  const { user } = useAuth();
  const [params, setParams] = useSearchParams();
  const highlight = parseHighlight(params);
  const status = parseStatusFilter(params.get('status'));
  const page = parsePage(params.get('page'));
  const from = parseDay(params.get('from'));
  const to = parseDay(params.get('to'));
  const searched = params.get('q')?.trim().slice(0, 100) || undefined;
  const openRequests = params.get('requests') === 'open';
  const query = useSellerOrders(user?._id ?? '', {
    status: status === 'all' ? undefined : status,
    page,
    limit: SALES_PAGE_SIZE,
    from,
    to,
    // A notice's link (/dashboard/orders?q=<short id>) opens Sales on that order (decision 0056).
    q: searched,
    requests: openRequests ? 'open' : undefined,
  });
  const update = useUpdateSellerOrderStatus();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [cancelling, setCancelling] = useState<string | null>(null);
  const [shipping, setShipping] = useState<string | null>(null);
  const [balanceOrder, setBalanceOrder] = useState<SellerOrder | null>(null);
  const [exportError, setExportError] = useState<string | null>(null);
  const [downloading, setDownloading] = useState(false);
  const fromId = useId();
  const toId = useId();

  const setParam = (changes: Record<string, string | undefined>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value) next.set(key, value);
      else next.delete(key);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next, { replace: true });
  };

  /** Sends a move; a refusal shows the server's words (and rejects, for the ship dialog). */
  const send = async (
    orderId: string,
    next: OrderStatus,
    remark: string,
    shipment?: Omit<ShipmentDetails, 'remark'>,
  ) => {
    setBusyId(orderId);
    try {
      await update.mutateAsync({ orderId, status: next, remark, ...shipment });
    } catch (error) {
      notify.error(errorMessage(error, ORDER_STATUS_MESSAGES.updateFailed));
      throw error;
    } finally {
      setBusyId(null);
    }
  };

  const move = (orderId: string, next: OrderStatus, remark: string) => {
    send(orderId, next, remark).then(
      () => setCancelling(null),
      () => undefined,
    );
  };

  const ship = async (orderId: string, { remark, ...shipment }: ShipmentDetails) => {
    await send(orderId, 'shipped', remark, shipment);
    setShipping(null);
  };

  /** The row's buttons come from orderActions(order, 'seller'): moves and the balance only. */
  const onAction = (order: SellerOrder, action: OrderAction) => {
    if (action.kind === 'balance') setBalanceOrder(order);
    else if (action.kind !== 'move') return;
    else if (action.needsReason) setCancelling(order._id);
    else if (action.needsShipment) setShipping(order._id);
    else move(order._id, action.status, '');
  };

  const download = async () => {
    const error = exportRangeError(from, to);
    setExportError(error);
    if (error || !from || !to) return;
    setDownloading(true);
    try {
      await downloadSellerOrders(from, to);
      notify.success(EXPORT_TOASTS.success);
    } catch (failure) {
      console.error(EXPORT_TOASTS.failure, failure);
      notify.error(EXPORT_TOASTS.failure);
    } finally {
      setDownloading(false);
    }
  };

  const data = query.data;
  const filterLabel = STATUS_FILTERS.find((f) => f.value === status)?.label ?? 'All';
  const hasPeriod = Boolean(from || to);
  const narrowed = status !== 'all' || hasPeriod || Boolean(searched) || openRequests;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Sales History"
        description="Your sales: confirm the orders you fulfil, ship them with tracking and deliver them, or cancel with a reason, and export them. Orders the shop prints for your designs are listed too."
      />

      <section
        aria-label="Period"
        className="space-y-4 rounded-2xl border border-zinc-200 bg-white p-4 sm:p-5"
      >
        <div className="flex flex-col gap-3 lg:flex-row lg:items-end">
          <div className="grid flex-1 grid-cols-2 gap-3 sm:max-w-md">
            <div className="min-w-0 space-y-1.5">
              <Label htmlFor={fromId}>From</Label>
              <Input
                id={fromId}
                type="date"
                value={from ?? ''}
                max={to}
                onChange={(e) => {
                  setExportError(null);
                  setParam({ from: parseDay(e.target.value) });
                }}
              />
            </div>
            <div className="min-w-0 space-y-1.5">
              <Label htmlFor={toId}>To</Label>
              <Input
                id={toId}
                type="date"
                value={to ?? ''}
                min={from}
                onChange={(e) => {
                  setExportError(null);
                  setParam({ to: parseDay(e.target.value) });
                }}
              />
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            {PRESETS.map((preset) => {
              const period = lastDays(preset.days);
              const active = period.from === from && period.to === to;
              return (
                <Button
                  key={preset.days}
                  variant={active ? 'secondary' : 'ghost'}
                  size="sm"
                  aria-pressed={active}
                  onClick={() => {
                    setExportError(null);
                    setParam(period);
                  }}
                >
                  {preset.label}
                </Button>
              );
            })}
            {hasPeriod ? (
              <Button
                variant="ghost"
                size="sm"
                onClick={() => setParam({ from: undefined, to: undefined })}
              >
                All time
              </Button>
            ) : null}
            <Button
              variant="dark"
              size="sm"
              className="ml-auto lg:ml-2"
              loading={downloading}
              onClick={() => void download()}
              aria-describedby={exportError ? `${fromId}-export` : undefined}
            >
              <Download className="size-4" aria-hidden="true" /> Download CSV
            </Button>
          </div>
        </div>
        {exportError ? <FieldError id={`${fromId}-export`}>{exportError}</FieldError> : null}
        <SalesSummary summary={data?.summary} />
        <p className="text-xs text-zinc-500">
          {hasPeriod
            ? 'Paid orders in this period, cancelled ones left out.'
            : 'All your paid orders so far, cancelled ones left out. Pick dates to narrow it down.'}
        </p>
      </section>

      <form
        role="search"
        aria-label={SALES_SEARCH_TEXTS.label}
        className="flex flex-col gap-2 sm:flex-row sm:items-center"
        onSubmit={(event) => {
          event.preventDefault();
          const typed = new FormData(event.currentTarget).get('q');
          setParam({ q: typeof typed === 'string' ? typed.trim().slice(0, 100) : undefined });
        }}
      >
        <Input
          key={searched ?? ''}
          name="q"
          type="search"
          defaultValue={searched ?? ''}
          placeholder={SALES_SEARCH_TEXTS.placeholder}
          aria-label={SALES_SEARCH_TEXTS.label}
          className="sm:max-w-sm"
        />
        <div className="flex gap-2">
          <Button type="submit" variant="secondary" size="sm">
            <Search className="size-4" aria-hidden="true" /> {SALES_SEARCH_TEXTS.search}
          </Button>
          <Button
            type="button"
            variant={openRequests ? 'dark' : 'ghost'}
            size="sm"
            aria-pressed={openRequests}
            data-open-requests
            onClick={() => setParam({ requests: openRequests ? undefined : 'open' })}
          >
            {SALES_SEARCH_TEXTS.openRequests}
          </Button>
          {searched ? (
            <Button
              type="button"
              variant="ghost"
              size="sm"
              onClick={() => setParam({ q: undefined })}
            >
              {SALES_SEARCH_TEXTS.clear}
            </Button>
          ) : null}
        </div>
      </form>

      <TabBar
        label="Order status"
        className="flex-wrap"
        dataKey="filter"
        value={status}
        options={STATUS_FILTERS}
        onChange={(value) => setParam({ status: value === 'all' ? undefined : value })}
      />

      <PagedList
        query={query}
        items={data?.orders}
        loading={<ListSkeleton />}
        errorTitle={ORDER_MESSAGES.sellerLoadFailed}
        empty={
          <EmptyState
            icon={Receipt}
            title={!narrowed ? 'No sales yet' : 'No orders found'}
            text={
              !narrowed
                ? 'Orders for your designs and accessories show up here: the ones you ship yourself and the ones the shop prints for you.'
                : `No ${status === 'all' ? '' : `${filterLabel.toLowerCase()} `}orders${openRequests ? ' with an open request' : ''}${searched ? ` matching “${searched}”` : ''}${hasPeriod ? ' in this period' : ''}.`
            }
          >
            {!narrowed ? (
              <>
                <Link to="/dashboard/upload" className={buttonClasses('dark')}>
                  Upload a design
                </Link>
                <Link to="/dashboard/accessories-upload" className={buttonClasses('secondary')}>
                  Add an accessory
                </Link>
              </>
            ) : (
              <Button
                variant="secondary"
                onClick={() =>
                  setParam({
                    status: undefined,
                    from: undefined,
                    to: undefined,
                    q: undefined,
                    requests: undefined,
                  })
                }
              >
                Show all orders
              </Button>
            )}
          </EmptyState>
        }
        pagination={
          data && {
            page: data.pagination.currentPage,
            totalPages: data.pagination.totalPages,
            onChange: (next) => {
              setParam({ page: next === 1 ? undefined : String(next) });
              window.scrollTo({ top: 0 });
            },
          }
        }
      >
        {(orders) => (
          <ul
            className={cn('space-y-3', query.isFetching && 'opacity-70 transition-opacity')}
            aria-label={`${filterLabel} orders`}
            aria-busy={query.isFetching}
          >
            {orders.map((order) => (
              <SalesOrderRow
                key={order._id}
                order={order}
                busy={busyId === order._id}
                highlighted={order._id === highlight}
                onAction={onAction}
              />
            ))}
          </ul>
        )}
      </PagedList>

      <CancelOrderDialog
        key={cancelling ?? 'none'}
        orderId={cancelling}
        pending={update.isPending}
        onClose={() => setCancelling(null)}
        onConfirm={(reason) => cancelling && move(cancelling, 'cancelled', reason)}
      />
      <ShipOrderDialog
        orderId={shipping}
        onClose={() => setShipping(null)}
        onConfirm={(shipment) => (shipping ? ship(shipping, shipment) : Promise.resolve())}
      />
      <RecordBalanceDialog order={balanceOrder} onClose={() => setBalanceOrder(null)} />
    </div>
  );
}
