import {
  CATALOG_MESSAGES,
  OFFICIAL_SUBCATEGORY,
  SHOP_FACTS,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BadgeCheck, Share2, Wallet } from 'lucide-react';
import { Suspense, lazy, useState } from 'react';
import { Link, Navigate } from 'react-router';
import { DetailLoader, DetailRoute } from '@/components/product/detail-loader';
import { ImageGallery } from '@/components/product/image-gallery';
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
import { SaleCountdown } from '@/components/product/sale-countdown';
import { ReviewsAnchor } from '@/features/reviews';
import { ProductRating } from '@/components/ui/star-rating';
import { PageContainer } from '@/components/ui/page-container';
import { WhenVisible } from '@/components/ui/when-visible';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { shareLink } from '@/lib/share';
import { useTshirt } from '@/lib/tshirts-api';
import { ColorPicker } from '../components/color-picker';
import { NamePrintOption } from '../components/name-print-option';
import { FindInStore, ProductAccordions, deliveryNote } from '../components/product-info';
import { SizePicker } from '../components/size-picker';
import { usePurchaseOptions } from '../use-purchase-options';

// Below the fold: its cards' code loads when the shopper scrolls near it.
const RelatedProducts = lazy(() =>
  import('../components/related-products').then((m) => ({ default: m.RelatedProducts })),
);

// Below the fold too: the reviews' code and first page load as the shopper scrolls near them.
const ReviewsSection = lazy(() =>
  import('@/features/reviews/lazy').then((m) => ({ default: m.ReviewsSection })),
);

/** The size guide (and the Radix dialog code) loads when first asked for. */
const loadSizeGuide = () => import('../components/size-guide-sheet');
// The PIN box loads with the page's own chunk, not in the storefront's shared one.
const CheckDelivery = lazy(() =>
  import('@/features/products/lazy').then((m) => ({ default: m.CheckDelivery })),
);
const SizeGuideSheet = lazy(() => loadSizeGuide().then((m) => ({ default: m.SizeGuideSheet })));

/** When the detail call fails, a t-shirt already loaded in a listing is shown (spec §7). */
function findInLoadedLists(queryClient: QueryClient, id: string): Tshirt | undefined {
  for (const [, data] of queryClient.getQueriesData<TshirtListResponse>({
    queryKey: queryKeys.tshirts.all,
  })) {
    const found = data?.tshirts?.find((t) => t.id === id);
    if (found) return found;
  }
  return undefined;
}

/** /product/:id */
export function ProductPage() {
  return <DetailRoute>{(id) => <ProductLoader key={id} id={id} />}</DetailRoute>;
}

/**
 * A 404 says 'T-shirt not found' and goes to /not-found; any other failed load shows the t-shirt
 * from a listing already loaded, else the connection error with Try Again (spec §7, §8).
 */
function ProductLoader({ id }: { id: string }) {
  const queryClient = useQueryClient();
  return (
    <DetailLoader
      query={useTshirt(id)}
      loadingLabel={CATALOG_MESSAGES.loadingProduct}
      onFailure={(kind) => {
        if (kind === 'notFound') notify.error(CATALOG_MESSAGES.tshirtNotFound);
      }}
      fallback={() => findInLoadedLists(queryClient, id)}
      failure={(kind, retry) =>
        kind === 'notFound' ? (
          <Navigate to="/not-found" replace />
        ) : (
          <ProductLoadError onRetry={retry} />
        )
      }
    >
      {(tshirt) => <ProductView tshirt={tshirt} />}
    </DetailLoader>
  );
}

function ProductLoadError({ onRetry }: { onRetry: () => void }) {
  return (
    <PageContainer className="py-20 text-center">
      <h1 className="text-2xl font-bold text-ink-900">{CATALOG_MESSAGES.connectionError}</h1>
      <p className="mt-2 text-zinc-600">{CATALOG_MESSAGES.productsLoadIssue}</p>
      <button
        type="button"
        onClick={onRetry}
        className="mt-6 inline-flex h-11 cursor-pointer items-center rounded-lg bg-ink-900 px-5 text-sm font-semibold text-white hover:bg-ink-800"
      >
        Try Again
      </button>
    </PageContainer>
  );
}

function hasAnyDiscount(tshirt: Tshirt): boolean {
  return (
    (tshirt.discountPrice ?? 0) > 0 ||
    (tshirt.colorPrices ?? []).some((c) => (c.discountPrice ?? 0) > 0)
  );
}

function ProductView({ tshirt }: { tshirt: Tshirt }) {
  const options = usePurchaseOptions(tshirt);
  const { color, customise, display } = options;
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false);
  const [sizeGuideUsed, setSizeGuideUsed] = useState(false);
  const official = tshirt.subCategory?.toLowerCase() === OFFICIAL_SUBCATEGORY;

  const categoryLabel =
    tshirt.category === 'casual'
      ? 'Casual'
      : tshirt.category.charAt(0).toUpperCase() + tshirt.category.slice(1);

  return (
    <PageContainer className="pt-4 pb-28 sm:pt-6 md:pb-16">
      <Breadcrumbs
        trail={[
          tshirt.category === 'casual'
            ? {
                label: categoryLabel,
                to: `/category/casual${tshirt.targetAudience ? `?targetAudience=${tshirt.targetAudience}` : ''}`,
              }
            : { label: categoryLabel },
        ]}
        current={tshirt.title}
      />

      <ProductDetailColumns
        gallery={
          <ImageGallery
            alt={`${tshirt.title} – ${color}`}
            images={options.images}
            thumbnails={options.thumbnails}
            emptyText={CATALOG_MESSAGES.noImages}
            index={options.imageIndex}
            onIndex={options.setImageIndex}
          />
        }
      >
        <div>
          <div className="flex flex-wrap items-center gap-2 text-xs font-bold tracking-[0.15em] text-saffron-600 uppercase">
            <span>
              {[
                categoryLabel,
                tshirt.targetAudience,
                tshirt.subCategory && !official ? tshirt.subCategory : null,
              ]
                .filter(Boolean)
                .join(' · ')}
            </span>
            {official ? (
              <ProductBadge tone="dark" icon={BadgeCheck} className="tracking-normal normal-case">
                official
              </ProductBadge>
            ) : null}
          </div>
          <ProductTitle
            title={tshirt.title}
            wishlistId={tshirt.id}
            wishlistEntry={() => ({ ...tshirt, productType: 'tshirt' })}
          >
            <button
              type="button"
              aria-label="Share"
              onClick={() => void shareLink(`/product/${tshirt.id}`, tshirt.title)}
              className="inline-flex size-10 cursor-pointer items-center justify-center rounded-full text-ink-800 hover:bg-zinc-100"
            >
              <Share2 className="size-5" aria-hidden="true" />
            </button>
          </ProductTitle>
          <ProductRating rating={tshirt.rating} count={tshirt.reviewCount} />
          {tshirt.sellerName ? (
            <p className="mt-1 text-sm text-zinc-500">
              Designed by{' '}
              <Link
                to={`/seller/${encodeURIComponent(tshirt.sellerId)}`}
                className="font-medium text-saffron-700 underline-offset-4 hover:underline"
              >
                {tshirt.sellerName}
              </Link>
            </p>
          ) : null}
        </div>

        <div className="space-y-3">
          <PriceTag display={display} size="detail" testId="product-price" />
          <p className="text-xs text-zinc-500">
            {customise ? `Includes ${SHOP_FACTS.customizationFee} for your name. ` : ''}
            Inclusive of all taxes.
          </p>
          {tshirt.saleEndTime && hasAnyDiscount(tshirt) ? (
            <SaleCountdown
              saleEndTime={tshirt.saleEndTime}
              variant="detail"
              onEnd={options.onSaleEnd}
            />
          ) : null}
          {tshirt.allowPartialPayment ? (
            <p className="inline-flex items-center gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
              <Wallet className="size-4" aria-hidden="true" />
              Pay {SHOP_FACTS.advanceShare} now, rest on delivery
            </p>
          ) : null}
        </div>

        <ColorPicker swatches={options.swatches} color={color} onChange={options.setColor} />

        <SizePicker
          available={options.availableSizes}
          size={options.size}
          onChange={options.setSize}
          onGuide={() => {
            setSizeGuideUsed(true);
            setSizeGuideOpen(true);
          }}
          onGuideIntent={() => void loadSizeGuide()}
        />

        <div className="flex items-center gap-4">
          <p className="text-sm font-semibold text-ink-900">Quantity</p>
          <QuantityStepper value={options.quantity} onChange={options.setQuantity} />
        </div>

        {tshirt.customizable ? (
          <NamePrintOption
            customizableParts={tshirt.customizableParts}
            on={customise}
            onToggle={options.toggleCustomise}
            name={options.customName}
            onName={options.setCustomName}
            error={options.nameError}
          />
        ) : null}

        <PurchaseButtons onAddToCart={options.addToCart} onBuyNow={options.buyNow} />
        <Suspense fallback={<div className="h-28" aria-hidden="true" />}>
          <CheckDelivery />
        </Suspense>

        <div className="flex flex-wrap items-start justify-between gap-4 text-sm text-zinc-600">
          <p>{deliveryNote(tshirt)}</p>
          <FindInStore />
        </div>

        <ProductAccordions tshirt={tshirt} />
      </ProductDetailColumns>

      <ReviewsAnchor>
        <ReviewsSection productType="tshirt" productId={tshirt.id} />
      </ReviewsAnchor>

      {tshirt.category === 'casual' ? (
        <WhenVisible minHeight="32rem">
          <Suspense fallback={null}>
            <RelatedProducts tshirt={tshirt} />
          </Suspense>
        </WhenVisible>
      ) : null}

      <StickyBuyBar hideFrom="md">
        <div className="min-w-0 flex-1">
          <p className="truncate text-xs text-zinc-500">{tshirt.title}</p>
          <PriceTag display={{ ...display, badge: null }} />
        </div>
        <AddToCartButton onClick={options.addToCart} className="h-11 shrink-0">
          Add to Cart
        </AddToCartButton>
        <BuyNowButton onClick={options.buyNow} className="h-11 shrink-0">
          Buy Now
        </BuyNowButton>
      </StickyBuyBar>

      {sizeGuideUsed ? (
        <Suspense fallback={null}>
          <SizeGuideSheet open={sizeGuideOpen} onOpenChange={setSizeGuideOpen} />
        </Suspense>
      ) : null}
    </PageContainer>
  );
}

export default ProductPage;
