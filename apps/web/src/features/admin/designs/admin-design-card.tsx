import {
  ADMIN_DESIGN_MESSAGES,
  DELIVERY_WEB_TEXTS,
  formatRupees,
  IMAGE_SIZES,
  reviewActions,
  toPaise,
  type AdminDesign,
} from '@campus-threads/contract';
import { CalendarDays, Check, Eye, Palette, Pencil, RotateCcw, Tag, X } from 'lucide-react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product/product-image';
import { Button, buttonClasses } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';
import { categoryLine, designPlace } from './designs';
import type { PricePrompt } from './price-prompt-dialog';
import type { ReviewAction } from './review-dialog';
import { StatusBadge } from './status-badge';

const rupees = (amount: number) => formatRupees(toPaise(amount));
/** Card buttons wrap their label on a phone's half-width column instead of overflowing. */
const ACTION = 'h-auto min-h-9 py-1.5 text-center leading-tight whitespace-normal [&_svg]:shrink-0';

function Chip({
  children,
  tone = 'zinc',
}: {
  children: React.ReactNode;
  tone?: 'zinc' | 'saffron' | 'success';
}) {
  return (
    <span
      className={cn(
        'inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-semibold ring-1',
        tone === 'saffron' && 'bg-saffron-50 text-saffron-700 ring-saffron-500/30',
        tone === 'success' && 'bg-success-50 text-success-700 ring-success-500/30',
        tone === 'zinc' && 'bg-zinc-100 text-zinc-700 ring-zinc-300',
      )}
    >
      {children}
    </span>
  );
}

export type CardAction =
  | { kind: 'view' }
  | { kind: 'edit-details' }
  | { kind: 'colors' }
  | { kind: 'price'; prompt: PricePrompt }
  | { kind: 'review'; action: ReviewAction };

/** One design on the admin screen: its facts, badges and every action (spec §2 "Admin designs"). */
export function AdminDesignCard({
  design,
  editMode,
  priority,
  onAction,
}: {
  design: AdminDesign;
  editMode: boolean;
  priority?: boolean;
  onAction: (action: CardAction) => void;
}) {
  const thumb = design.colorVariants[0]?.thumbnails[0] ?? design.images[0];
  const place = designPlace(design);
  const ownPrices = design.colorPrices.length;
  const discounts = design.colorDiscounts.length;
  const remark = (design.adminRemarks ?? '').trim();
  return (
    <article
      data-testid="admin-design-card"
      data-design-id={design.id}
      data-status={design.status}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-card"
    >
      <div className="flex gap-3 p-3 sm:gap-4 sm:p-4">
        <button
          type="button"
          onClick={() => onAction({ kind: 'view' })}
          className="relative aspect-[4/5] w-24 shrink-0 cursor-pointer overflow-hidden rounded-xl bg-zinc-100 sm:w-28"
          aria-label={`View details of ${design.title}`}
        >
          <ProductImage
            src={thumb}
            alt=""
            width={IMAGE_SIZES.thumbnail.width}
            height={IMAGE_SIZES.thumbnail.height}
            priority={priority}
            className="object-contain"
          />
        </button>
        <div className="min-w-0 flex-1 space-y-1">
          <div className="flex items-start justify-between gap-2">
            <h2 className="line-clamp-2 text-sm font-semibold text-ink-900 sm:text-base">
              {design.title}
            </h2>
            <StatusBadge status={design.status} />
          </div>
          <p className="flex items-center gap-1 text-xs text-zinc-500">
            <CalendarDays className="size-3.5" aria-hidden="true" /> {formatDate(design.createdAt)}
            <span aria-hidden="true">·</span>
            <span className="truncate">{design.sellerName}</span>
          </p>
          <p className="truncate text-xs text-zinc-600">{categoryLine(design)}</p>
          {place ? (
            <p className="truncate text-xs text-zinc-600">
              <span className="font-medium text-zinc-500">{place.label}:</span> {place.value}
            </p>
          ) : null}
          <dl className="flex flex-wrap gap-x-3 gap-y-0.5 pt-1 text-xs">
            <div className="flex gap-1">
              <dt className="text-zinc-500">Price</dt>
              <dd className="font-semibold text-ink-900">{rupees(design.price)}</dd>
            </div>
            <div className="flex gap-1">
              <dt className="text-zinc-500">Discounted</dt>
              <dd className="font-semibold text-ink-900">
                {design.discountPrice ? rupees(design.discountPrice) : '—'}
              </dd>
            </div>
          </dl>
          {design.deliveryPrice > 0 ? (
            <p className="text-xs text-zinc-500" data-testid="old-delivery-price">
              {DELIVERY_WEB_TEXTS.oldDeliveryPrice(toPaise(design.deliveryPrice))}
            </p>
          ) : null}
        </div>
      </div>

      <div className="flex flex-1 flex-col gap-2 px-3 pb-3 sm:px-4 sm:pb-4">
        <div className="flex flex-wrap gap-1.5">
          <Chip>
            <Palette className="size-3" aria-hidden="true" /> {design.colorVariants.length}{' '}
            {design.colorVariants.length === 1 ? 'color' : 'colors'}
          </Chip>
          {ownPrices ? (
            <Chip tone="saffron">
              {ownPrices} custom price{ownPrices === 1 ? '' : 's'}
            </Chip>
          ) : null}
          {discounts ? (
            <Chip tone="success">
              <Tag className="size-3" aria-hidden="true" /> {discounts} admin discount
              {discounts === 1 ? '' : 's'}
            </Chip>
          ) : null}
          <Chip>
            {design.sizes.length} {design.sizes.length === 1 ? 'size' : 'sizes'}
          </Chip>
          {design.customizable ? (
            <Chip tone="saffron">{ADMIN_DESIGN_MESSAGES.customizable}</Chip>
          ) : null}
          {design.allowPartialPayment ? (
            <Chip tone="saffron">{ADMIN_DESIGN_MESSAGES.partialPayment}</Chip>
          ) : null}
        </div>
        <p className="line-clamp-2 text-xs text-zinc-600">{design.description}</p>
        {remark ? (
          <p
            className={cn(
              'line-clamp-2 rounded-md px-2 py-1 text-xs',
              design.status === 'rejected'
                ? 'bg-danger-50 text-danger-700'
                : 'bg-success-50 text-success-700',
            )}
          >
            <span className="font-semibold">Feedback:</span> {remark}
          </p>
        ) : null}

        <div className="mt-auto grid grid-cols-2 gap-1.5 pt-2 sm:flex sm:flex-wrap">
          <Button
            variant="secondary"
            size="sm"
            className={ACTION}
            onClick={() => onAction({ kind: 'view' })}
          >
            <Eye className="size-4" aria-hidden="true" /> View Details
          </Button>
          {editMode ? (
            <>
              {design.category !== 'casual' ? (
                <Link
                  to={`/dashboard/upload?editId=${encodeURIComponent(design.id)}`}
                  className={buttonClasses('secondary', 'sm', ACTION)}
                >
                  <Pencil className="size-4" aria-hidden="true" /> Edit
                </Link>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                className={ACTION}
                onClick={() => onAction({ kind: 'edit-details' })}
              >
                Edit Product Details
              </Button>
              {design.colorVariants.length > 0 ? (
                <Button
                  variant="secondary"
                  size="sm"
                  className={ACTION}
                  onClick={() => onAction({ kind: 'colors' })}
                >
                  <Palette className="size-4" aria-hidden="true" /> Color Management
                </Button>
              ) : null}
              <Button
                variant="secondary"
                size="sm"
                className={ACTION}
                onClick={() => onAction({ kind: 'price', prompt: 'discount' })}
              >
                <Tag className="size-4" aria-hidden="true" /> Set Discount Price
              </Button>
            </>
          ) : null}
        </div>
        <div className="flex gap-2 border-t border-zinc-100 pt-2">
          {reviewActions(design.status).map((action) =>
            action === 'approve' ? (
              <Button
                key={action}
                size="sm"
                className="flex-1"
                onClick={() => onAction({ kind: 'review', action })}
              >
                <Check className="size-4" aria-hidden="true" /> Approve
              </Button>
            ) : (
              <Button
                key={action}
                size="sm"
                variant={action === 'revoke' ? 'secondary' : 'danger'}
                className={cn('flex-1', action === 'revoke' && 'text-danger-700')}
                onClick={() => onAction({ kind: 'review', action })}
              >
                {action === 'revoke' ? (
                  <RotateCcw className="size-4" aria-hidden="true" />
                ) : (
                  <X className="size-4" aria-hidden="true" />
                )}
                {action === 'revoke' ? 'Revoke Approval' : 'Reject'}
              </Button>
            ),
          )}
        </div>
      </div>
    </article>
  );
}
