import {
  ADMIN_DESIGN_MESSAGES,
  DELIVERY_WEB_TEXTS,
  CUSTOMIZATION_FEE_PAISE,
  formatRupees,
  formatRupeesShort,
  quoteTshirt,
  toPaise,
  type AdminDesign,
} from '@campus-threads/contract';
import { useMemo, type ReactNode } from 'react';
import { toPricedTshirt } from '@/components/product/price';
import { cn } from '@/lib/cn';
import { formatDateTime } from '@/lib/format-date';
import { categoryLine, designPlace } from './designs';
import { StatusBadge } from './status-badge';

const rupees = (amount: number) => formatRupees(toPaise(amount));
const COLORS_SHOWN = 4;

function Fact({ label, children, wide }: { label: string; children: ReactNode; wide?: boolean }) {
  return (
    <div className={cn('min-w-0', wide && 'col-span-2')}>
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

/** The design's status, description and facts: prices, delivery, category, sizes, colours. */
export function DesignFacts({ design }: { design: AdminDesign }) {
  const place = designPlace(design);
  const priced = useMemo(() => toPricedTshirt(design), [design]);
  return (
    <>
      <div className="flex flex-wrap items-center gap-2">
        <StatusBadge status={design.status} />
        {design.allowPartialPayment ? (
          <span className="rounded-full bg-saffron-50 px-2 py-0.5 text-xs font-semibold text-saffron-700 ring-1 ring-saffron-500/30">
            {ADMIN_DESIGN_MESSAGES.partialPayment}
          </span>
        ) : null}
      </div>
      <p className="text-sm break-words whitespace-pre-line text-zinc-700">{design.description}</p>

      <dl className="grid grid-cols-2 gap-4 rounded-xl bg-zinc-50 p-4">
        <Fact label="Price">{rupees(design.price)}</Fact>
        <Fact label="Discount">{design.discountPrice ? rupees(design.discountPrice) : 'None'}</Fact>
        <Fact label="Sale ends">
          {design.saleEndTime ? formatDateTime(design.saleEndTime) : 'No end (standing)'}
        </Fact>
        <Fact label="Delivery days">
          {design.deliveryConfig.allowCustomDeliveryDays && design.deliveryConfig.customDeliveryDays
            ? `${design.deliveryConfig.customDeliveryDays} days (custom)`
            : `${design.deliveryConfig.defaultDeliveryDays} days`}
        </Fact>
        <Fact label="Category">{categoryLine({ ...design, subCategory: null })}</Fact>
        <Fact label="Subcategory">
          {design.subCategory ? categoryLine(design).split(' · ')[1] : '—'}
        </Fact>
        <Fact label="Printing">
          {design.printWithTShirtBuddy ? 'By the platform' : 'External (seller)'}
        </Fact>
        <Fact label="Delivery by">
          {design.deliverWithTShirtBuddy ? 'The platform' : 'External (seller)'}
        </Fact>
        <Fact label="Sizes">{design.sizes.join(', ') || '—'}</Fact>
        <Fact label="Customization">
          {design.customizable
            ? `Customizable (+${formatRupeesShort(CUSTOMIZATION_FEE_PAISE)})${
                design.customizableParts.length ? `: ${design.customizableParts.join(', ')}` : ''
              }`
            : 'Not customizable'}
        </Fact>
        <Fact label="50% payment">{design.allowPartialPayment ? 'Allowed' : 'Not allowed'}</Fact>
        {place ? <Fact label={place.label}>{place.value}</Fact> : null}
        <Fact label={`Colors (${design.colorVariants.length})`} wide>
          <ul className="mt-1 space-y-1">
            {design.colorVariants.slice(0, COLORS_SHOWN).map((v) => {
              const quote = quoteTshirt(priced, v.color);
              const own = design.colorPrices.find((c) => c.color === v.color);
              const admin = design.colorDiscounts.find((c) => c.color === v.color);
              return (
                <li key={v.color} className="flex flex-wrap items-center gap-x-2 text-sm">
                  <span
                    className="size-3 rounded-full ring-1 ring-zinc-300"
                    style={{ backgroundColor: v.hex }}
                    aria-hidden="true"
                  />
                  <span className="font-semibold">{v.color}</span>
                  <span className="text-zinc-600">
                    {formatRupees(quote.finalPrice)}
                    {quote.discounted ? ` (was ${formatRupees(quote.basePrice)})` : ''}
                    {own ? ' · seller price' : ''}
                    {admin ? ' · admin discount' : ''} · {v.images.length}{' '}
                    {v.images.length === 1 ? 'image' : 'images'}
                  </span>
                </li>
              );
            })}
            {design.colorVariants.length > COLORS_SHOWN ? (
              <li className="text-xs font-semibold text-zinc-500">
                +{design.colorVariants.length - COLORS_SHOWN}
              </li>
            ) : null}
          </ul>
        </Fact>
      </dl>
      {design.deliveryPrice > 0 ? (
        <p className="text-xs text-zinc-500" data-testid="old-delivery-price">
          {DELIVERY_WEB_TEXTS.oldDeliveryPrice(toPaise(design.deliveryPrice))}
        </p>
      ) : null}
    </>
  );
}
