import {
  dropPath,
  dropPriceLabel,
  dropProgressPercent,
  dropProgressText,
  dropTimeLeftText,
  formatRupees,
  formatRupeesShort,
  IMAGE_SIZES,
  toPaise,
  type DropListItem,
} from '@campus-threads/contract';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product/product-image';
import { formatDateTime } from '@/lib/format-date';
import { DropStatusBadge } from './drop-status-badge';

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-semibold text-ink-900 tabular-nums">{children}</dd>
    </div>
  );
}

/**
 * One drop in the owner's /dashboard/drops and the admin's /admin/drops: its design's picture,
 * title, status, how many joined against the minimum, money raised, the price now and the
 * deadline, the public link, and the screen's buttons under it (`children`).
 */
export function DropCard({
  drop,
  now,
  showOwner = false,
  priority = false,
  children,
}: {
  drop: DropListItem;
  /** The clock the time left is read against (the page ticks it). */
  now: number;
  showOwner?: boolean;
  priority?: boolean;
  children?: ReactNode;
}) {
  const path = dropPath(drop.slug);
  const percent = dropProgressPercent(drop.quantity, drop.minQuantity);
  const open = drop.status === 'open';
  return (
    <article
      className="rounded-2xl border border-zinc-200 bg-white p-4 shadow-card sm:p-5"
      data-drop-id={drop._id}
      aria-labelledby={`drop-${drop._id}`}
    >
      <div className="flex gap-3 sm:gap-4">
        <div className="aspect-[4/5] w-16 shrink-0 overflow-hidden rounded-lg bg-zinc-100 sm:w-20">
          <ProductImage
            src={drop.designImage ?? undefined}
            alt=""
            width={IMAGE_SIZES.thumbnail.width}
            height={IMAGE_SIZES.thumbnail.height}
            priority={priority}
          />
        </div>
        <div className="min-w-0 flex-1">
          <div className="flex flex-wrap items-start justify-between gap-x-3 gap-y-1">
            <h2
              id={`drop-${drop._id}`}
              className="min-w-0 text-base font-semibold break-words text-ink-900"
            >
              {drop.title}
            </h2>
            <DropStatusBadge status={drop.status} />
          </div>
          <p className="mt-0.5 truncate text-xs text-zinc-500">
            {drop.designTitle ?? 'Design removed'}
            {showOwner ? ` · by ${drop.ownerName}` : ''}
          </p>
          <Link
            to={path}
            className="mt-1 inline-block max-w-full text-sm font-medium break-all text-saffron-700 underline-offset-4 hover:underline"
          >
            {path}
          </Link>
        </div>
      </div>

      <dl className="mt-4 grid grid-cols-2 gap-x-4 gap-y-3 sm:grid-cols-4">
        <Fact label="Joined">
          <span data-drop-progress>{dropProgressText(drop.quantity, drop.minQuantity)}</span>
          <span className="font-normal text-zinc-500">
            {drop.quantity >= drop.minQuantity ? ` · min ${drop.minQuantity}` : ''}
            {drop.maxQuantity !== null ? ` · max ${drop.maxQuantity}` : ''}
          </span>
          <span
            className="mt-1.5 block h-1.5 overflow-hidden rounded-full bg-zinc-100"
            role="presentation"
          >
            <span
              className={
                percent >= 100 ? 'block h-full bg-success-600' : 'block h-full bg-saffron-500'
              }
              style={{ width: `${percent}%` }}
            />
          </span>
        </Fact>
        <Fact label="Raised">
          <span data-drop-raised>{formatRupees(toPaise(drop.raised))}</span>
        </Fact>
        <Fact label={dropPriceLabel(drop.status)}>
          {formatRupeesShort(toPaise(drop.price))} each
        </Fact>
        <Fact label={open ? 'Closes' : 'Deadline'}>
          <span className="block font-medium">{formatDateTime(drop.deadline)}</span>
          {open ? (
            <span className="block text-xs font-medium text-saffron-700">
              {dropTimeLeftText(drop.deadline, new Date(now))}
            </span>
          ) : null}
        </Fact>
      </dl>

      {drop.status === 'cancelled' && drop.cancelledReason ? (
        <p className="mt-3 rounded-md bg-zinc-50 px-3 py-2 text-sm break-words text-zinc-700">
          Cancelled: {drop.cancelledReason}
        </p>
      ) : null}

      {children ? (
        <div className="mt-4 flex flex-wrap gap-2 border-t border-zinc-100 pt-4">{children}</div>
      ) : null}
    </article>
  );
}
