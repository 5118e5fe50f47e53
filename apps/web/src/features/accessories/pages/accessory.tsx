import {
  CATALOG_MESSAGES,
  TECHNICAL_FILTER_LABELS,
  QUANTITY_MIN,
  formatRupees,
  pluralise,
  type Accessory,
} from '@campus-threads/contract';
import { Cpu, PackageX, RotateCcw, Truck, type LucideIcon } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link, Navigate, useNavigate } from 'react-router';
import { DetailLoader, DetailRoute } from '@/components/product/detail-loader';
import { ImageGallery } from '@/components/product/image-gallery';
import { priceDisplay } from '@/components/product/price';
import { PriceTag } from '@/components/product/price-tag';
import { ProductBadge } from '@/components/product/product-badge';
import {
  AddToCartButton,
  Breadcrumbs,
  BuyNowButton,
  ProductDetailColumns,
  PurchaseButtons,
  StickyBuyBar,
} from '@/components/product/product-detail-layout';
import { ProductTitle } from '@/features/products';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { ReviewsAnchor } from '@/features/reviews';
import { ProductRating } from '@/components/ui/star-rating';
import {
  Accordion,
  AccordionContent,
  AccordionItem,
  AccordionTrigger,
} from '@/components/ui/accordion';
import { buttonClasses } from '@/components/ui/button';
import { IconBox } from '@/components/ui/icon-box';
import { PageContainer } from '@/components/ui/page-container';
import { WhenVisible } from '@/components/ui/when-visible';
import { accessoryCartItem, startBuyNow, useCartActions } from '@/features/cart';
import { accessoryQuote, isOutOfStock, maxOrderQuantity, savingPaise } from '@/lib/accessory-price';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { categoryLine, specEntries } from '../accessory-display';
import { useAccessory } from '../api/get-accessory';
import { AccessoryPlace } from '../components/accessory-place';

// Below the fold: its tiles' code loads when the shopper scrolls near it.
const RelatedAccessories = lazy(() =>
  import('../components/related-accessories').then((m) => ({ default: m.RelatedAccessories })),
);

// Below the fold too: the reviews' code and first page load as the shopper scrolls near them.
// The PIN box loads with the page's own chunk, not in the storefront's shared one.
const CheckDelivery = lazy(() =>
  import('@/features/products/lazy').then((m) => ({ default: m.CheckDelivery })),
);
const ReviewsSection = lazy(() =>
  import('@/features/reviews/lazy').then((m) => ({ default: m.ReviewsSection })),
);

/** Spec storefront §2 "Accessory detail": delivery and return texts. */
const DELIVERY_POINTS = [
  'Express delivery within 1 hour for orders placed before 6 PM.',
  'Free express delivery on orders above ₹999.',
];
const RETURN_POINTS = [
  'Returns are accepted only for damaged or defective products.',
  'Tell us within 48 hours of delivery, with a photo of the damage, and we replace or refund it.',
];

/** /accessory/:id */
export function AccessoryPage() {
  return <DetailRoute>{(id) => <AccessoryLoader key={id} id={id} />}</DetailRoute>;
}

/**
 * A 404 shows 'Accessory not found' with Browse Accessories; any other failed load is logged and
 * goes to /not-found (spec §2, §8).
 */
function AccessoryLoader({ id }: { id: string }) {
  return (
    <DetailLoader
      query={useAccessory(id)}
      loadingLabel={CATALOG_MESSAGES.loadingAccessory}
      onFailure={(kind, error) => {
        if (kind === 'failed') console.error('Accessory load failed', error);
      }}
      failure={(kind) =>
        kind === 'notFound' ? <AccessoryNotFound /> : <Navigate to="/not-found" replace />
      }
    >
      {(accessory) => <AccessoryView accessory={accessory} />}
    </DetailLoader>
  );
}

function AccessoryNotFound() {
  return (
    <PageContainer className="flex flex-col items-center py-20 text-center sm:py-28">
      <IconBox icon={PackageX} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-ink-900">
        {CATALOG_MESSAGES.accessoryNotFound}
      </h1>
      <p className="mt-3 max-w-md text-zinc-600">
        It may have sold out for good or been removed by its seller.
      </p>
      <Link to="/accessories" className={buttonClasses('dark', 'md', 'mt-8')}>
        Browse Accessories
      </Link>
    </PageContainer>
  );
}

function AccessoryView({ accessory }: { accessory: Accessory }) {
  const navigate = useNavigate();
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const quote = accessoryQuote(accessory);
  const display = priceDisplay(quote);
  const soldOut = isOutOfStock(accessory);
  const maxQuantity = maxOrderQuantity(accessory);
  const save = savingPaise(quote);
  const total = formatRupees(quote.finalPrice * quantity);
  const images = accessory.images ?? [];
  const thumbnails = accessory.thumbnails?.length ? accessory.thumbnails : images;
  const specs = specEntries(accessory);
  const eyebrow = categoryLine(accessory);

  const cart = useCartActions();
  const onAddToCart = () => void cart.add(accessoryCartItem(accessory, quantity));
  const onBuyNow = () => {
    try {
      startBuyNow(accessoryCartItem(accessory, quantity));
      void navigate('/buy-now');
    } catch {
      notify.error(CATALOG_MESSAGES.addToCartFailed);
    }
  };

  return (
    <PageContainer className="pt-4 pb-28 sm:pt-6 lg:pb-16">
      <Breadcrumbs
        trail={[{ label: 'Accessories', to: '/accessories' }]}
        current={accessory.title}
      />

      <ProductDetailColumns
        gallery={
          <ImageGallery
            kind="accessory"
            alt={accessory.title}
            images={images}
            thumbnails={thumbnails}
            emptyText={CATALOG_MESSAGES.noImages}
          />
        }
      >
        <div>
          <div className="flex flex-wrap items-center gap-2">
            {eyebrow ? (
              <span className="min-w-0 text-xs font-bold tracking-[0.15em] break-words text-saffron-600 uppercase">
                {eyebrow}
              </span>
            ) : null}
            {display.badge !== null ? (
              <ProductBadge tone="sale">{display.badge}% OFF</ProductBadge>
            ) : null}
            {accessory.isTechnical ? (
              <ProductBadge tone="dark" icon={Cpu}>
                {TECHNICAL_FILTER_LABELS.technical}
              </ProductBadge>
            ) : null}
          </div>
          <ProductTitle
            title={accessory.title}
            wishlistId={accessory.accessoryId}
            wishlistEntry={() => ({ ...accessory, productType: 'accessory' })}
          />
          <ProductRating rating={accessory.rating} count={accessory.reviewCount} />
          <AccessoryPlace accessory={accessory} className="mt-2" />
        </div>

        <div className="space-y-2">
          <PriceTag display={{ ...display, badge: null }} size="detail" testId="accessory-price" />
          {save > 0 ? (
            <p className="text-sm font-semibold text-success-700">Save {formatRupees(save)}</p>
          ) : null}
          <p className="text-xs text-zinc-500">Inclusive of all taxes.</p>
          <p
            className={cn(
              'inline-flex items-center gap-2 text-sm font-semibold',
              soldOut ? 'text-danger-600' : 'text-success-700',
            )}
          >
            <span
              className={cn('size-2 rounded-full', soldOut ? 'bg-danger-500' : 'bg-success-500')}
              aria-hidden="true"
            />
            {soldOut ? CATALOG_MESSAGES.outOfStock : 'In Stock'}
          </p>
        </div>

        {accessory.description ? (
          <p className="leading-relaxed break-words whitespace-pre-line text-zinc-700">
            {accessory.description}
          </p>
        ) : null}

        <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
          <p className="text-sm font-semibold text-ink-900">Quantity</p>
          <QuantityStepper
            value={quantity}
            onChange={setQuantity}
            max={maxQuantity}
            disabled={soldOut}
          />
          <p className="text-xs text-zinc-500">Max {pluralise(maxQuantity, 'item')}</p>
        </div>

        <PurchaseButtons
          onAddToCart={onAddToCart}
          onBuyNow={onBuyNow}
          addLabel={soldOut ? CATALOG_MESSAGES.outOfStock : `Add to Cart · ${total}`}
          disabled={soldOut}
        />
        <Suspense fallback={<div className="h-28" aria-hidden="true" />}>
          <CheckDelivery />
        </Suspense>

        <Accordion type="multiple" defaultValue={['details']} className="border-t border-zinc-200">
          <AccordionItem value="details">
            <AccordionTrigger level={2}>Product Details</AccordionTrigger>
            <AccordionContent>
              {accessory.description ? (
                <p className="break-words whitespace-pre-line">{accessory.description}</p>
              ) : null}
              {specs.length > 0 ? (
                <dl className="mt-3 divide-y divide-zinc-100 rounded-lg border border-zinc-200 text-sm">
                  {specs.map(([label, value]) => (
                    <div
                      key={label}
                      className="grid grid-cols-[minmax(0,2fr)_minmax(0,3fr)] gap-3 px-3 py-2"
                    >
                      <dt className="break-words text-zinc-500 capitalize">{label}</dt>
                      <dd className="font-medium break-words text-ink-900">{value}</dd>
                    </div>
                  ))}
                </dl>
              ) : null}
            </AccordionContent>
          </AccordionItem>
          <PointsSection
            value="delivery"
            icon={Truck}
            title="Delivery Information"
            points={DELIVERY_POINTS}
          />
          <PointsSection
            value="returns"
            icon={RotateCcw}
            title="Return Policy"
            points={RETURN_POINTS}
          />
        </Accordion>
      </ProductDetailColumns>

      <ReviewsAnchor>
        <ReviewsSection productType="accessory" productId={accessory.accessoryId} />
      </ReviewsAnchor>

      <WhenVisible minHeight="28rem">
        <Suspense fallback={null}>
          <RelatedAccessories accessory={accessory} />
        </Suspense>
      </WhenVisible>

      <QuickBuyBar onAddToCart={onAddToCart} onBuyNow={onBuyNow} disabled={soldOut} />
    </PageContainer>
  );
}

function PointsSection({
  value,
  icon: Icon,
  title,
  points,
}: {
  value: string;
  icon: LucideIcon;
  title: string;
  points: readonly string[];
}) {
  return (
    <AccordionItem value={value}>
      <AccordionTrigger>
        <span className="inline-flex items-center gap-2">
          <Icon className="size-4 text-zinc-400" aria-hidden="true" />
          {title}
        </span>
      </AccordionTrigger>
      <AccordionContent>
        <ul className="list-disc space-y-1 pl-5">
          {points.map((p) => (
            <li key={p}>{p}</li>
          ))}
        </ul>
      </AccordionContent>
    </AccordionItem>
  );
}

/** Under 1024 px the page keeps BUY NOW and ADD TO CART in a bar fixed to the bottom (spec §2). */
function QuickBuyBar({
  onAddToCart,
  onBuyNow,
  disabled,
}: {
  onAddToCart: () => void;
  onBuyNow: () => void;
  disabled: boolean;
}) {
  return (
    <StickyBuyBar hideFrom="lg">
      <BuyNowButton
        onClick={onBuyNow}
        disabled={disabled}
        className="h-12 flex-1 font-bold tracking-wide"
      >
        BUY NOW
      </BuyNowButton>
      <AddToCartButton
        solid
        onClick={onAddToCart}
        disabled={disabled}
        className="h-12 flex-1 font-bold tracking-wide"
      >
        ADD TO CART
      </AddToCartButton>
    </StickyBuyBar>
  );
}

export default AccessoryPage;
