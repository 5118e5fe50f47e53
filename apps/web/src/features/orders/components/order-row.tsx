import type { OrderStatus } from '@campus-threads/contract';
import { CalendarClock, ChevronDown, Mail, MapPin, Phone } from 'lucide-react';
import { useId, useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { OrderAction } from '../order-actions';

type ContactDetails = Partial<
  Record<'address' | 'district' | 'state' | 'pinCode' | 'phone' | 'email', string | null>
>;

/** A value as the order screens print it: 'N/A' when it is missing or blank. */
function shown(value: string | null | undefined): string {
  return value && value.trim() ? value : 'N/A';
}

/**
 * One order in an admin's or a seller's list: a heading row (`summary`, a card on a phone) that
 * opens the details (`children`), where each screen puts its own actions.
 */
export function OrderRow({
  order,
  summary,
  align = 'center',
  panelClassName,
  highlighted = false,
  children,
}: {
  order: { _id: string; status: OrderStatus };
  /** The order a notice opened this page on: shown open and marked (decision 0056). */
  highlighted?: boolean;
  summary: ReactNode;
  /** 'start': on a phone the chevron stays by the first line of a taller heading. */
  align?: 'start' | 'center';
  panelClassName?: string;
  children: ReactNode;
}) {
  const [open, setOpen] = useState(highlighted);
  const panelId = useId();
  return (
    <li
      className={cn(
        'overflow-hidden rounded-xl border border-zinc-200 bg-white',
        highlighted && 'border-saffron-300 ring-2 ring-saffron-200',
      )}
      data-highlighted={highlighted || undefined}
      data-order-id={order._id}
      data-order-status={order.status}
    >
      <button
        type="button"
        className={cn(
          'flex w-full gap-3 p-4 text-left hover:bg-zinc-50 focus-visible:bg-zinc-50 focus-visible:outline-none sm:px-5',
          align === 'start' ? 'items-start sm:items-center' : 'items-center',
        )}
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((o) => !o)}
      >
        {summary}
        <ChevronDown
          className={cn(
            'size-5 shrink-0 text-zinc-400 transition-transform',
            align === 'start' && 'mt-1 sm:mt-0',
            open && 'rotate-180',
          )}
          aria-hidden="true"
        />
      </button>

      {open ? (
        <div
          id={panelId}
          className={cn('border-t border-zinc-200 px-4 py-4 sm:px-5', panelClassName)}
        >
          {children}
        </div>
      ) : null}
    </li>
  );
}

/** A grey box of the open row (customer, summary, ship to). */
export function OrderRowSection({
  title,
  icon,
  className,
  children,
}: {
  title: string;
  icon?: ReactNode;
  className?: string;
  children: ReactNode;
}) {
  return (
    <section aria-label={title} className={cn('rounded-lg bg-zinc-50 p-3.5 text-sm', className)}>
      <h3 className="mb-2 flex items-center gap-1.5 font-semibold text-ink-900">
        {icon}
        {title}
      </h3>
      {children}
    </section>
  );
}

/** Where the order goes and how to reach its customer (under the customer's name line). */
export function DeliveryContact({ details }: { details: ContactDetails }) {
  const d = details;
  return (
    <>
      <p className="mt-1 flex items-start gap-2 break-words text-zinc-700">
        <MapPin className="mt-0.5 size-4 shrink-0 text-zinc-400" aria-hidden="true" />
        <span className="min-w-0">
          {shown(d.address)}, {shown(d.district)}, {shown(d.state)} – {shown(d.pinCode)}
        </span>
      </p>
      <p className="mt-1 flex items-center gap-2 text-zinc-700">
        <Phone className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
        {d.phone ? <a href={`tel:${d.phone}`}>{d.phone}</a> : 'N/A'}
      </p>
      <p className="mt-1 flex items-center gap-2 break-all text-zinc-700">
        <Mail className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
        {d.email ? <a href={`mailto:${d.email}`}>{d.email}</a> : 'N/A'}
      </p>
    </>
  );
}

/** The latest remark: a cancellation's reason in red, any other note in grey. */
export function OrderRemark({
  status,
  remark,
  label,
  className,
}: {
  status: OrderStatus;
  remark: string | null;
  /** The words before the remark, e.g. 'Reason: '. */
  label: string;
  className?: string;
}) {
  if (!remark) return null;
  return (
    <p
      className={cn(
        'rounded-lg px-3 py-2 text-sm',
        status === 'cancelled' ? 'bg-danger-50 text-danger-700' : 'bg-zinc-50 text-zinc-700',
        className,
      )}
      data-remark
    >
      <span className="font-semibold">{label}</span>
      {remark}
    </p>
  );
}

/**
 * The action slot of an open row: the buttons `orderActions(order, mover)` offers (from the
 * contract's allowed moves), or, when there are none, a short note on why there is nothing to do.
 */
export function OrderRowActions({
  idleText,
  label,
  actions,
  busy,
  onAction,
}: {
  idleText: ReactNode;
  /** The buttons' group name, when the screen names it. */
  label?: string;
  actions: readonly OrderAction[];
  busy: boolean;
  onAction: (action: OrderAction) => void;
}) {
  if (actions.length === 0) return <p className="text-xs text-zinc-500">{idleText}</p>;
  return (
    <div
      className="flex flex-wrap gap-2"
      {...(label ? { role: 'group', 'aria-label': label } : {})}
    >
      {actions.map((action) => (
        <Button
          key={action.kind === 'move' ? action.status : action.kind}
          size="sm"
          variant={action.tone === 'primary' ? 'dark' : 'secondary'}
          className={action.tone === 'danger' ? 'text-danger-700' : undefined}
          disabled={busy}
          loading={busy && action.kind === 'move' && action.tone === 'primary'}
          onClick={() => onAction(action)}
        >
          {action.kind === 'date' ? <CalendarClock className="size-4" aria-hidden="true" /> : null}
          {action.label}
        </Button>
      ))}
    </div>
  );
}
