import {
  CATALOG_MESSAGES,
  CUSTOMIZATION_FEE_PAISE,
  DEFAULT_COLOR,
  DEFAULT_SIZE,
  OFFICIAL_SUBCATEGORY,
  QUANTITY_MIN,
  TSHIRT_SIZES,
  isPresentId,
  toRupees,
  type Tshirt,
} from '@campus-threads/contract';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { BadgeCheck, Ruler, Share2, Wallet } from 'lucide-react';
import { Suspense, lazy, useCallback, useEffect, useState } from 'react';
import { Navigate, useNavigate, useParams } from 'react-router';
import { swatchesOf } from '@/components/product/color-swatches';
import { ImageGallery } from '@/components/product/image-gallery';
import { priceDisplay, quoteForColor } from '@/components/product/price';
import { PriceTag } from '@/components/product/price-tag';
import { ProductBadge } from '@/components/product/product-badge';
import {
  AddToCartButton,
  Breadcrumbs,
  BuyNowButton,
  ProductDetailColumns,
  ProductDetailSkeleton,
  ProductTitle,
  PurchaseButtons,
  StickyBuyBar,
} from '@/components/product/product-detail-layout';
import { QuantityStepper } from '@/components/product/quantity-stepper';
import { SaleCountdown } from '@/components/product/sale-countdown';
import { PageContainer } from '@/components/ui/page-container';
import { WhenVisible } from '@/components/ui/when-visible';
import { isApiRequestError } from '@/lib/api-errors';
import { startBuyNow } from '@/lib/cart/buy-now';
import { tshirtCartItem, type CartItem } from '@/lib/cart/cart-line';
import { useCartActions } from '@/lib/cart/use-cart-actions';
import { cn } from '@/lib/cn';
import { notify } from '@/lib/notify';
import { queryKeys } from '@/lib/query-keys';
import { shareLink } from '@/lib/share';
import { useTshirt } from '@/lib/tshirts-api';
import type { TshirtListResponse } from '@campus-threads/contract';
import { OptionRadioGroup } from '../components/option-radio-group';
import { FindInStore, ProductAccordions, deliveryNote } from '../components/product-info';

// Below the fold: its cards' code loads when the shopper scrolls near it.
const RelatedProducts = lazy(() =>
  import('../components/related-products').then((m) => ({ default: m.RelatedProducts })),
);

/** The size guide (and the Radix dialog code) loads when first asked for. */
const loadSizeGuide = () => import('../components/size-guide-sheet');
const SizeGuideSheet = lazy(() => loadSizeGuide().then((m) => ({ default: m.SizeGuideSheet })));

const FEE_LABEL = `Add your name (+₹${toRupees(CUSTOMIZATION_FEE_PAISE)})`;

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
  const { id = '' } = useParams();
  if (!isPresentId(id)) return <Navigate to="/not-found" replace />;
  return <ProductLoader key={id} id={id} />;
}

function ProductLoader({ id }: { id: string }) {
  const queryClient = useQueryClient();
  const query = useTshirt(id);
  const notFound = query.isError && isApiRequestError(query.error) && query.error.status === 404;
  const fallback = query.isError && !notFound ? findInLoadedLists(queryClient, id) : undefined;

  useEffect(() => {
    if (notFound) notify.error(CATALOG_MESSAGES.tshirtNotFound);
  }, [notFound]);

  if (notFound) return <Navigate to="/not-found" replace />;
  const tshirt = query.data ?? fallback;
  if (tshirt) return <ProductView tshirt={tshirt} />;
  if (query.isError) {
    return (
      <PageContainer className="py-20 text-center">
        <h1 className="text-2xl font-bold text-ink-900">{CATALOG_MESSAGES.connectionError}</h1>
        <p className="mt-2 text-zinc-600">{CATALOG_MESSAGES.productsLoadIssue}</p>
        <button
          type="button"
          onClick={() => void query.refetch()}
          className="mt-6 inline-flex h-11 cursor-pointer items-center rounded-lg bg-ink-900 px-5 text-sm font-semibold text-white hover:bg-ink-800"
        >
          Try Again
        </button>
      </PageContainer>
    );
  }
  return <ProductDetailSkeleton label={CATALOG_MESSAGES.loadingProduct} />;
}

function hasAnyDiscount(tshirt: Tshirt): boolean {
  return (
    (tshirt.discountPrice ?? 0) > 0 ||
    (tshirt.colorPrices ?? []).some((c) => (c.discountPrice ?? 0) > 0)
  );
}

const SIZE_OPTION = (checked: boolean, disabled: boolean) =>
  cn(
    'inline-flex h-11 min-w-12 cursor-pointer items-center justify-center rounded-lg border px-3 text-sm font-semibold transition-colors',
    checked
      ? 'border-ink-900 bg-ink-900 text-white'
      : 'border-zinc-300 text-ink-900 hover:border-ink-900',
    disabled && 'cursor-not-allowed border-dashed text-zinc-300 line-through hover:border-zinc-300',
  );

const COLOR_OPTION = (checked: boolean) =>
  cn(
    'inline-flex size-10 cursor-pointer items-center justify-center rounded-full border-2 p-0.5 transition',
    checked ? 'border-ink-900' : 'border-transparent hover:border-zinc-300',
  );

function ProductView({ tshirt }: { tshirt: Tshirt }) {
  const navigate = useNavigate();
  const swatches = swatchesOf(tshirt);
  const [pickedColor, setPickedColor] = useState<string | null>(null);
  const color = pickedColor ?? swatches[0]?.color ?? DEFAULT_COLOR;
  const availableSizes = tshirt.sizes?.length
    ? TSHIRT_SIZES.filter((s) => tshirt.sizes.includes(s))
    : [...TSHIRT_SIZES];
  const [size, setSize] = useState<string | null>(
    availableSizes.includes(DEFAULT_SIZE) ? DEFAULT_SIZE : (availableSizes[0] ?? null),
  );
  const [quantity, setQuantity] = useState(QUANTITY_MIN);
  const [customise, setCustomise] = useState(false);
  const [customName, setCustomName] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [image, setImage] = useState({ color, index: 0 });
  const [sizeGuideOpen, setSizeGuideOpen] = useState(false);
  const [sizeGuideUsed, setSizeGuideUsed] = useState(false);
  const [, setRepriced] = useState(0);
  const onSaleEnd = useCallback(() => setRepriced((n) => n + 1), []);

  const variant = tshirt.colorVariants?.find((v) => v.color === color);
  const images = variant?.images?.length ? variant.images : tshirt.images;
  const thumbnails = variant?.images?.length ? variant.thumbnails : tshirt.images;
  const imageIndex = image.color === color ? image.index : 0;

  const quote = quoteForColor(tshirt, color);
  const feePaise = customise ? CUSTOMIZATION_FEE_PAISE : 0;
  const display = priceDisplay(quote, feePaise);
  const official = tshirt.subCategory?.toLowerCase() === OFFICIAL_SUBCATEGORY;

  const cart = useCartActions();

  /** Validate (spec §5) and build the cart line, or show why not. */
  const buildItem = (): CartItem | null => {
    if (!tshirt.title || !(tshirt.price > 0)) {
      notify.error(CATALOG_MESSAGES.productNotLoaded);
      return null;
    }
    if (!size || !color) {
      notify.error(CATALOG_MESSAGES.selectSizeAndColor);
      return null;
    }
    if (customise && !customName.trim()) {
      setNameError(CATALOG_MESSAGES.enterCustomName);
      notify.error(CATALOG_MESSAGES.enterCustomName);
      return null;
    }
    return tshirtCartItem({
      tshirt,
      size,
      color,
      quantity,
      unitPricePaise: quote.finalPrice,
      basePricePaise: quote.basePrice,
      customName: customise ? customName : '',
      imageUrl: thumbnails[0] ?? images[0],
    });
  };

  const onAddToCart = () => {
    const item = buildItem();
    if (!item) return;
    void cart.add(item);
  };

  const onBuyNow = () => {
    const item = buildItem();
    if (!item) return;
    try {
      startBuyNow(item);
      navigate('/buy-now');
    } catch {
      notify.error(CATALOG_MESSAGES.addToCartFailed);
    }
  };

  const toggleCustomise = () => {
    setCustomise((on) => {
      if (on) setCustomName('');
      return !on;
    });
    setNameError(null);
  };

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
            images={images}
            thumbnails={thumbnails}
            emptyText={CATALOG_MESSAGES.noImages}
            index={imageIndex}
            onIndex={(index) => setImage({ color, index })}
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
          {tshirt.sellerName ? (
            <p className="mt-1 text-sm text-zinc-500">Designed by {tshirt.sellerName}</p>
          ) : null}
        </div>

        <div className="space-y-3">
          <PriceTag display={display} size="detail" testId="product-price" />
          <p className="text-xs text-zinc-500">
            {customise ? `Includes ₹${toRupees(CUSTOMIZATION_FEE_PAISE)} for your name. ` : ''}
            Inclusive of all taxes.
          </p>
          {tshirt.saleEndTime && hasAnyDiscount(tshirt) ? (
            <SaleCountdown saleEndTime={tshirt.saleEndTime} variant="detail" onEnd={onSaleEnd} />
          ) : null}
          {tshirt.allowPartialPayment ? (
            <p className="inline-flex items-center gap-2 rounded-lg bg-success-50 px-3 py-2 text-sm font-medium text-success-700">
              <Wallet className="size-4" aria-hidden="true" />
              Pay 50% now, rest on delivery
            </p>
          ) : null}
        </div>

        {swatches.length > 0 ? (
          <div>
            <p className="text-sm font-semibold text-ink-900">
              Colour: <span className="font-normal text-zinc-600">{color}</span>
            </p>
            <OptionRadioGroup
              label="Colour"
              className="mt-2"
              options={swatches.map((s) => ({ value: s.color, label: s.color }))}
              value={color}
              onChange={setPickedColor}
              optionClassName={COLOR_OPTION}
              renderOption={(option) => (
                <span
                  className="size-full rounded-full border border-zinc-300 shadow-inner"
                  style={{ backgroundColor: swatches.find((s) => s.color === option.value)?.hex }}
                  title={option.label}
                />
              )}
            />
          </div>
        ) : null}

        <div>
          <div className="flex items-center justify-between">
            <p className="text-sm font-semibold text-ink-900">
              Size: <span className="font-normal text-zinc-600">{size ?? '—'}</span>
            </p>
            <button
              type="button"
              onClick={() => {
                setSizeGuideUsed(true);
                setSizeGuideOpen(true);
              }}
              onPointerEnter={() => void loadSizeGuide()}
              onFocus={() => void loadSizeGuide()}
              aria-haspopup="dialog"
              className="inline-flex cursor-pointer items-center gap-1.5 text-sm font-semibold text-ink-900 underline-offset-4 hover:underline"
            >
              <Ruler className="size-4" aria-hidden="true" />
              Size guide
            </button>
          </div>
          <OptionRadioGroup
            label="Size"
            className="mt-2"
            options={TSHIRT_SIZES.map((s) => ({
              value: s,
              label: s,
              disabled: !availableSizes.includes(s),
            }))}
            value={size}
            onChange={setSize}
            optionClassName={SIZE_OPTION}
            renderOption={(option) => option.label}
          />
        </div>

        <div className="flex items-center gap-4">
          <p className="text-sm font-semibold text-ink-900">Quantity</p>
          <QuantityStepper value={quantity} onChange={setQuantity} />
        </div>

        {tshirt.customizable ? (
          <div className="rounded-xl border border-zinc-200 bg-zinc-50 p-4">
            <div className="flex items-center justify-between gap-4">
              <div>
                <p id="customise-label" className="text-sm font-semibold text-ink-900">
                  {FEE_LABEL}
                </p>
                <p className="text-xs text-zinc-500">
                  {tshirt.customizableParts?.length
                    ? `Printed on: ${tshirt.customizableParts.join(', ')}`
                    : 'Make it yours with a printed name.'}
                </p>
              </div>
              <button
                type="button"
                role="switch"
                aria-checked={customise}
                aria-labelledby="customise-label"
                onClick={toggleCustomise}
                className={cn(
                  'relative inline-flex h-7 w-12 shrink-0 cursor-pointer items-center rounded-full transition-colors',
                  customise ? 'bg-saffron-500' : 'bg-zinc-300',
                )}
              >
                <span
                  className={cn(
                    'inline-block size-5 rounded-full bg-white shadow transition-transform',
                    customise ? 'translate-x-6' : 'translate-x-1',
                  )}
                />
              </button>
            </div>
            {customise ? (
              <div className="mt-3">
                <label htmlFor="custom-name" className="text-sm font-medium text-ink-900">
                  Name to print
                </label>
                <input
                  id="custom-name"
                  value={customName}
                  onChange={(e) => {
                    setCustomName(e.target.value);
                    if (nameError) setNameError(null);
                  }}
                  aria-invalid={nameError ? true : undefined}
                  aria-describedby={nameError ? 'custom-name-error' : undefined}
                  autoComplete="off"
                  placeholder="e.g. RIYA"
                  className={cn(
                    'mt-1 h-11 w-full rounded-lg border bg-white px-3 text-base focus:ring-3 focus:outline-none',
                    nameError
                      ? 'border-danger-500 focus:ring-danger-500/20'
                      : 'border-zinc-300 focus:border-saffron-500 focus:ring-saffron-500/20',
                  )}
                />
                {nameError ? (
                  <p id="custom-name-error" className="mt-1 text-sm text-danger-600">
                    {nameError}
                  </p>
                ) : null}
              </div>
            ) : null}
          </div>
        ) : null}

        <PurchaseButtons onAddToCart={onAddToCart} onBuyNow={onBuyNow} />

        <div className="flex flex-wrap items-start justify-between gap-4 text-sm text-zinc-600">
          <p>{deliveryNote(tshirt)}</p>
          <FindInStore />
        </div>

        <ProductAccordions tshirt={tshirt} />
      </ProductDetailColumns>

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
        <AddToCartButton onClick={onAddToCart} className="h-11 shrink-0">
          Add to Cart
        </AddToCartButton>
        <BuyNowButton onClick={onBuyNow} className="h-11 shrink-0">
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
