import { IMAGE_SIZES, type Accessory } from '@campus-threads/contract';
import { Boxes, CalendarDays, Cpu, GraduationCap, Pencil, Trash2 } from 'lucide-react';
import { priceDisplay } from '@/components/product/price';
import { PriceTag } from '@/components/product/price-tag';
import { ProductBadge } from '@/components/product/product-badge';
import { ProductImage } from '@/components/product/product-image';
import { Button } from '@/components/ui/button';
import { StatusPill } from '@/components/ui/status-pill';
import { accessoryQuote } from '@/lib/accessory-price';
import { cn } from '@/lib/cn';
import { formatDate } from '@/lib/format-date';

/**
 * One accessory to manage, with Edit and Delete (spec: seller-admin §2): image, technical badge,
 * status, category, title, price, stock, All Depts, university and department. The `admin` view
 * (/admin/accessories) adds a not-applied discount note, the description, the created date and
 * always the seller; the `seller` view (My Accessories) names the seller only when `showSeller`.
 */
export function AccessoryManageCard({
  accessory,
  view,
  showSeller = view === 'admin',
  onEdit,
  onDelete,
}: {
  accessory: Accessory;
  view: 'seller' | 'admin';
  showSeller?: boolean;
  onEdit: () => void;
  onDelete: () => void;
}) {
  const image = accessory.thumbnails?.[0] ?? accessory.images[0];
  const quote = accessoryQuote(accessory);
  const display = priceDisplay(quote);
  const allDepts = accessory.isAllDepartments;
  const admin = view === 'admin';
  // The admin list sits right under the page's h1; My Accessories has a level between them.
  const Heading = admin ? 'h2' : 'h3';
  return (
    <article
      data-testid={admin ? 'admin-accessory-card' : 'seller-accessory-card'}
      data-accessory-id={accessory.accessoryId}
      className="flex h-full flex-col overflow-hidden rounded-2xl border border-zinc-200 bg-white shadow-card"
    >
      <div className="relative aspect-[4/3] overflow-hidden bg-zinc-100">
        <ProductImage
          kind="accessory"
          src={image}
          alt={accessory.title}
          width={IMAGE_SIZES.thumbnail.width}
          height={IMAGE_SIZES.thumbnail.height}
        />
        {accessory.isTechnical ? (
          <ProductBadge tone="dark" icon={Cpu} className="absolute top-2 left-2 shadow-sm">
            Technical
          </ProductBadge>
        ) : null}
        <StatusPill
          status={accessory.status}
          className="absolute top-2 right-2 bg-white/95 shadow-sm"
        />
      </div>
      <div className="flex flex-1 flex-col gap-2 p-4">
        <p className="truncate text-xs font-medium text-zinc-500">
          {[accessory.category, accessory.subCategory].filter(Boolean).join(' · ')}
        </p>
        <Heading className="line-clamp-2 text-base font-semibold text-ink-900">
          {accessory.title}
        </Heading>
        <PriceTag display={display} />
        {admin && quote.invalidDiscount ? (
          <p className="text-xs font-medium text-danger-700">
            Discount ₹{accessory.discountPrice} is not applied: it breaks the discount rules
          </p>
        ) : null}
        {admin ? (
          <p className="line-clamp-2 text-sm text-zinc-600">{accessory.description}</p>
        ) : null}
        <div className="flex flex-wrap items-center gap-1.5 text-xs">
          <span
            className={cn(
              'inline-flex items-center gap-1 rounded-full px-2 py-0.5 font-medium',
              accessory.stock > 0 ? 'bg-zinc-100 text-ink-800' : 'bg-danger-50 text-danger-700',
            )}
            data-stock={accessory.stock}
          >
            <Boxes className="size-3.5" aria-hidden="true" />
            {accessory.stock > 0 ? `${accessory.stock} in stock` : 'Out of stock'}
          </span>
          {allDepts ? (
            <span className="rounded-full bg-saffron-50 px-2 py-0.5 font-semibold text-saffron-700">
              All Depts
            </span>
          ) : null}
          {admin ? (
            <span className="inline-flex items-center gap-1 rounded-full bg-zinc-50 px-2 py-0.5 text-zinc-600">
              <CalendarDays className="size-3.5" aria-hidden="true" />
              {formatDate(accessory.createdAt)}
            </span>
          ) : null}
        </div>
        {accessory.universityName ? (
          <p className="flex min-w-0 items-center gap-1.5 text-sm text-zinc-600">
            <GraduationCap className="size-4 shrink-0 text-zinc-400" aria-hidden="true" />
            <span className="min-w-0 truncate">
              {accessory.universityName}
              {!allDepts && accessory.departmentName ? ` · ${accessory.departmentName}` : ''}
            </span>
          </p>
        ) : null}
        {showSeller ? (
          <p className="truncate text-xs text-zinc-500">Seller: {accessory.sellerName}</p>
        ) : null}
        <div className="mt-auto grid grid-cols-2 gap-2 pt-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={onEdit}
            aria-label={`Edit ${accessory.title}`}
          >
            <Pencil className="size-4" aria-hidden="true" /> Edit
          </Button>
          <Button
            variant="ghost"
            size="sm"
            onClick={onDelete}
            className="text-danger-600 hover:bg-danger-50"
            aria-label={`Delete ${accessory.title}`}
          >
            <Trash2 className="size-4" aria-hidden="true" /> Delete
          </Button>
        </div>
      </div>
    </article>
  );
}
