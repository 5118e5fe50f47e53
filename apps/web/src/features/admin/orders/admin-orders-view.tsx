import {
  ADMIN_ORDER_MESSAGES,
  ADMIN_ORDER_TAB_LABELS,
  ADMIN_ORDER_TABS,
  ADMIN_ORDER_TIMINGS,
  ADMIN_PAYMENT_FILTER_LABELS,
  ADMIN_PAYMENT_FILTERS,
  nextAdminStatus,
  type AdminOrder,
} from '@campus-threads/contract';
import { ChevronDown, Receipt, SlidersHorizontal } from 'lucide-react';
import { useEffect, useId, useState } from 'react';
import { useSearchParams } from 'react-router';
import { CancelOrderDialog, RecordBalanceDialog, type OrderAction } from '@/features/orders';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { FieldError } from '@/components/ui/form-field';
import { Input, inputClasses, RUPEE_INPUT } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { LabelledSelect } from '@/components/ui/labelled-select';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { TabBar } from '@/components/ui/tab-bar';
import { EmptyState } from '@/components/ui/state-blocks';
import { cn } from '@/lib/cn';
import { parseHighlight } from '@/lib/order-links';
import { AdminOrderRow } from './admin-order-row';
import { AdminShipDialog, type AdminShipment } from './admin-ship-dialog';
import { amountRangeError, hasFilters, parseFilters } from './admin-orders';
import { toParams, useAdminOrders } from './api/get-admin-orders';
import { useAdminDeliveryDate, useAdminOrderStatus } from './api/update-admin-order';
import { DeliveryDateDialog } from './delivery-date-dialog';
import { ExportCard } from './export-card';
import { StatusDialog } from './status-dialog';
import { SummaryCards } from './summary-cards';

const PAYMENT_OPTIONS = ADMIN_PAYMENT_FILTERS.map((value) => ({
  value,
  label: ADMIN_PAYMENT_FILTER_LABELS[value],
}));
const STATUS_TABS = ADMIN_ORDER_TABS.map((value) => ({
  value,
  label: ADMIN_ORDER_TAB_LABELS[value],
}));

function ListSkeleton() {
  return (
    <ul className="space-y-3" role="status" aria-label="Loading orders">
      {Array.from({ length: 5 }, (_, i) => (
        <li
          key={i}
          className="flex items-center gap-4 rounded-xl border border-zinc-200 bg-white p-4"
        >
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-40" />
            <Skeleton className="h-3 w-56" />
          </div>
          <Skeleton className="hidden h-2 w-40 rounded-full sm:block" />
          <Skeleton className="h-5 w-16" />
        </li>
      ))}
    </ul>
  );
}

/** Waits until `value` has stayed the same for `ms`. */
function useDebounced<T>(value: T, ms: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = window.setTimeout(() => setSettled(value), ms);
    return () => window.clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

/** /admin/orders (spec: seller-admin §2 "Admin orders", §4, §5, §8; docs/decisions/0021). */
export function AdminOrdersView() {
  const [params, setParams] = useSearchParams();
  const highlight = parseHighlight(params);
  const filters = parseFilters(params);
  const [search, setSearch] = useState(filters.q);
  const [minAmount, setMinAmount] = useState(filters.minAmount);
  const [maxAmount, setMaxAmount] = useState(filters.maxAmount);
  const [advancedOpen, setAdvancedOpen] = useState(
    filters.paymentStatus !== 'all' || Boolean(filters.minAmount || filters.maxAmount),
  );
  const amountError = amountRangeError(minAmount, maxAmount);
  const debouncedSearch = useDebounced(search.trim(), ADMIN_ORDER_TIMINGS.searchDebounceMs);
  const debouncedAmounts = useDebounced(
    `${minAmount}|${maxAmount}`,
    ADMIN_ORDER_TIMINGS.searchDebounceMs,
  );
  const ids = useId();

  const query = useAdminOrders(toParams(filters));
  const status = useAdminOrderStatus();
  const deliveryDate = useAdminDeliveryDate();
  const [busyId, setBusyId] = useState<string | null>(null);
  const [dialogOrder, setDialogOrder] = useState<AdminOrder | null>(null);
  const [cancelId, setCancelId] = useState<string | null>(null);
  const [dateOrder, setDateOrder] = useState<AdminOrder | null>(null);
  const [shipOrder, setShipOrder] = useState<AdminOrder | null>(null);
  const [balanceOrder, setBalanceOrder] = useState<AdminOrder | null>(null);

  const setParam = (changes: Record<string, string | undefined>) => {
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(changes)) {
          if (value) next.set(key, value);
          else next.delete(key);
        }
        if (!('page' in changes)) next.delete('page');
        return next;
      },
      { replace: true },
    );
  };

  // The search box and the amount boxes reach the address (and the server) once typing stops.
  useEffect(() => {
    if (debouncedSearch !== (params.get('q') ?? '')) setParam({ q: debouncedSearch || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typed text settles
  }, [debouncedSearch]);
  useEffect(() => {
    const [min, max] = debouncedAmounts.split('|') as [string, string];
    if (amountRangeError(min, max)) return;
    if (min === filters.minAmount && max === filters.maxAmount) return;
    setParam({ minAmount: min.trim() || undefined, maxAmount: max.trim() || undefined });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only when the typed amounts settle
  }, [debouncedAmounts]);

  const resetFilters = () => {
    setSearch('');
    setMinAmount('');
    setMaxAmount('');
    setParams(new URLSearchParams(), { replace: true });
  };

  const move = (
    order: AdminOrder,
    change: { status: AdminOrder['status']; remark: string; expectedDeliveryDate?: string },
  ) => {
    setBusyId(order._id);
    status.mutate({ orderId: order._id, ...change }, { onSettled: () => setBusyId(null) });
  };

  /** Shipping needs the courier and tracking number: the dialog stays open until it is saved. */
  const ship = async (order: AdminOrder, { remark, ...shipment }: AdminShipment) => {
    setBusyId(order._id);
    try {
      await status.mutateAsync({ orderId: order._id, status: 'shipped', remark, ...shipment });
      setShipOrder(null);
    } finally {
      setBusyId(null);
    }
  };

  /** The row's buttons come from orderActions(order, 'admin'); each opens its dialog or moves. */
  const onAction = (order: AdminOrder, action: OrderAction) => {
    const next = nextAdminStatus(order.status);
    if (action.kind === 'balance') setBalanceOrder(order);
    else if (action.kind === 'date') setDateOrder(order);
    // Shipping needs the courier and tracking number, from Update Status as from its own button.
    else if (action.kind === 'update') {
      if (next === 'shipped') setShipOrder(order);
      else setDialogOrder(order);
    } else if (action.needsReason) setCancelId(order._id);
    else if (action.needsShipment) setShipOrder(order);
    else move(order, { status: action.status, remark: '' });
  };

  const data = query.data;
  const filtered = hasFilters(filters);
  const tabLabel = ADMIN_ORDER_TAB_LABELS[filters.status];

  return (
    <div className="space-y-6">
      <PageHeader
        title="Orders"
        description="Every order in the shop: move it along, ship it with tracking, cancel it with a reason, set its delivery date, and export."
      />

      <SummaryCards summary={data?.summary} />

      <ExportCard />

      <section aria-label="Find orders" className="space-y-3">
        <div className="flex flex-col gap-2 sm:flex-row">
          <SearchInput
            aria-label="Search by order ID or customer name"
            placeholder="Search by order ID or customer name"
            value={search}
            maxLength={100}
            onChange={(e) => setSearch(e.target.value)}
            wrapperClassName="flex-1"
            className={inputClasses}
          />
          <Button
            variant="secondary"
            aria-expanded={advancedOpen}
            aria-controls={`${ids}-advanced`}
            onClick={() => setAdvancedOpen((o) => !o)}
          >
            <SlidersHorizontal className="size-4" aria-hidden="true" />
            Advanced Filters
            <ChevronDown
              className={cn('size-4 transition-transform', advancedOpen && 'rotate-180')}
              aria-hidden="true"
            />
          </Button>
        </div>
        {advancedOpen ? (
          <div
            id={`${ids}-advanced`}
            className="grid gap-3 rounded-xl border border-zinc-200 bg-white p-4 sm:grid-cols-3"
          >
            <LabelledSelect
              label="Payment status"
              value={filters.paymentStatus}
              options={PAYMENT_OPTIONS}
              onChange={(value) => setParam({ paymentStatus: value === 'all' ? undefined : value })}
            />
            <div className="min-w-0 space-y-1.5">
              <Label htmlFor={`${ids}-min`}>Min amount (₹)</Label>
              <Input
                id={`${ids}-min`}
                {...RUPEE_INPUT}
                placeholder="0"
                value={minAmount}
                aria-invalid={amountError ? true : undefined}
                onChange={(e) => setMinAmount(e.target.value)}
              />
            </div>
            <div className="min-w-0 space-y-1.5">
              <Label htmlFor={`${ids}-max`}>Max amount (₹)</Label>
              <Input
                id={`${ids}-max`}
                {...RUPEE_INPUT}
                placeholder="Any"
                value={maxAmount}
                aria-invalid={amountError ? true : undefined}
                onChange={(e) => setMaxAmount(e.target.value)}
              />
            </div>
            {amountError ? <FieldError className="sm:col-span-3">{amountError}</FieldError> : null}
          </div>
        ) : null}
      </section>

      <div className="-mx-4 overflow-x-auto px-4 sm:mx-0 sm:px-0">
        <TabBar
          label="Order status"
          className="min-w-max"
          dataKey="tab"
          value={filters.status}
          options={STATUS_TABS}
          onChange={(tab) => setParam({ status: tab === 'all' ? undefined : tab })}
        />
      </div>

      <PagedList
        query={query}
        items={data?.orders}
        loading={<ListSkeleton />}
        errorTitle={ADMIN_ORDER_MESSAGES.loadFailed}
        keepItemsOnError
        empty={
          <EmptyState
            icon={Receipt}
            title={ADMIN_ORDER_MESSAGES.noOrders}
            text={
              filtered
                ? 'No order matches these filters.'
                : 'Orders show up here once shoppers have paid for them.'
            }
          >
            {filtered ? (
              <Button variant="secondary" onClick={resetFilters}>
                Reset filters
              </Button>
            ) : null}
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
        {(orders) =>
          data && (
            <>
              <p className="text-sm text-zinc-500" aria-live="polite">
                {data.pagination.totalItems.toLocaleString('en-IN')}{' '}
                {filters.status === 'all' ? '' : `${tabLabel.toLowerCase()} `}
                {data.pagination.totalItems === 1 ? 'order' : 'orders'}
                {data.pagination.totalPages > 1
                  ? ` · page ${data.pagination.currentPage} of ${data.pagination.totalPages}`
                  : ''}
              </p>
              <ul
                className={cn('space-y-3', query.isFetching && 'opacity-70 transition-opacity')}
                aria-label={`${tabLabel}`}
                aria-busy={query.isFetching}
              >
                {orders.map((order) => (
                  <AdminOrderRow
                    key={order._id}
                    order={order}
                    busy={busyId === order._id}
                    highlighted={order._id === highlight}
                    onAction={onAction}
                  />
                ))}
              </ul>
            </>
          )
        }
      </PagedList>

      <StatusDialog
        key={dialogOrder?._id ?? 'none'}
        order={dialogOrder}
        next={dialogOrder ? nextAdminStatus(dialogOrder.status) : null}
        onClose={() => setDialogOrder(null)}
        onConfirm={(result) => {
          if (dialogOrder) move(dialogOrder, result);
          setDialogOrder(null);
        }}
      />
      <AdminShipDialog order={shipOrder} onConfirm={ship} onClose={() => setShipOrder(null)} />
      <RecordBalanceDialog order={balanceOrder} onClose={() => setBalanceOrder(null)} />
      <CancelOrderDialog
        key={cancelId ?? 'none'}
        orderId={cancelId}
        onClose={() => setCancelId(null)}
        onConfirm={(reason) => {
          const order = data?.orders.find((o) => o._id === cancelId);
          if (order) move(order, { status: 'cancelled', remark: reason });
          setCancelId(null);
        }}
      />
      <DeliveryDateDialog
        key={dateOrder?._id ?? 'none'}
        order={dateOrder}
        pending={deliveryDate.isPending}
        onClose={() => setDateOrder(null)}
        onConfirm={(iso) => {
          if (!dateOrder) return;
          deliveryDate.mutate(
            { orderId: dateOrder._id, date: iso },
            { onSuccess: () => setDateOrder(null) },
          );
        }}
      />
    </div>
  );
}
