import {
  CATALOG_MESSAGES,
  DROP_PAGE_TEXTS,
  dropProgress,
  formatRupeesShort,
  isDropJoinable,
  toPaise,
  type DropResponse,
} from '@campus-threads/contract';
import { GraduationCap, Share2 } from 'lucide-react';
import { useCallback, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { swatchesOf } from '@/components/product/color-swatches';
import { ImageGallery } from '@/components/product/image-gallery';
import {
  Breadcrumbs,
  BuyNowButton,
  ProductDetailColumns,
  StickyBuyBar,
} from '@/components/product/product-detail-layout';
import { PageContainer } from '@/components/ui/page-container';
import { useAuth } from '@/lib/auth-context';
import { notify } from '@/lib/notify';
import { shareLink } from '@/lib/share';
import { DropBanner } from './drop-banner';
import { defaultDropSize, dropSizes, joinDestination } from './drop-choices';
import { DropCountdown } from './drop-countdown';
import { DropProgressBar } from './drop-progress';
import { DropTiers } from './drop-tiers';
import { ColourOptions, SizeOptions } from './join-options';
import { SizeTally } from './size-tally';

/**
 * A drop as a buyer sees it from a shared link: the design, the price now and the tiers, the
 * progress and the time left, the sizes so far, and Join with a size and colour while it is open.
 * `onDeadline` asks for the drop again when its deadline passes on screen.
 */
export function DropView({ data, onDeadline }: { data: DropResponse; onDeadline: () => void }) {
  const { drop, design, mine } = data;
  const { user } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const swatches = swatchesOf(design);
  const sizes = dropSizes(design);
  const [color, setColor] = useState<string | null>(swatches[0]?.color ?? null);
  const [size, setSize] = useState<string | null>(() => defaultDropSize(sizes));
  const [image, setImage] = useState({ color, index: 0 });
  const [deadlinePassed, setDeadlinePassed] = useState(false);
  // A buyer who joined already is warned once before a second join (decision 0054).
  const [warned, setWarned] = useState(false);

  const variant = design.colorVariants.find((v) => v.color === color);
  const images = variant?.images.length ? variant.images : design.images;
  const thumbnails = variant?.images.length ? variant.thumbnails : design.images;
  const joinable = !deadlinePassed && isDropJoinable(drop, Date.now());
  const basePricePaise = toPaise(drop.basePrice);
  const progress = dropProgress(drop);
  const pricePaise = toPaise(drop.price);

  const onEnd = useCallback(() => {
    setDeadlinePassed(true);
    onDeadline();
  }, [onDeadline]);

  const join = () => {
    if (!size || !color) {
      notify.error(CATALOG_MESSAGES.selectSizeAndColor);
      return;
    }
    if (mine.length > 0 && !warned) {
      setWarned(true);
      notify.info(DROP_PAGE_TEXTS.joinTwiceWarning);
      return;
    }
    const target = joinDestination(drop.slug, size, color, Boolean(user));
    void navigate(target.to, { state: target.state });
  };

  const joinLabel =
    mine.length > 0
      ? DROP_PAGE_TEXTS.joinAgain(basePricePaise)
      : DROP_PAGE_TEXTS.join(basePricePaise);
  const closedLabel =
    drop.status === 'open' && !deadlinePassed && Date.parse(drop.deadline) > Date.now()
      ? DROP_PAGE_TEXTS.full
      : DROP_PAGE_TEXTS.joinClosed;

  return (
    <PageContainer className={joinable ? 'pt-4 pb-28 sm:pt-6 md:pb-16' : 'pt-4 pb-16 sm:pt-6'}>
      <Breadcrumbs trail={[]} current={drop.title} />
      <ProductDetailColumns
        gallery={
          <ImageGallery
            alt={`${design.title} – ${color ?? ''}`}
            images={images}
            thumbnails={thumbnails}
            emptyText={CATALOG_MESSAGES.noImages}
            index={image.color === color ? image.index : 0}
            onIndex={(index) => setImage({ color, index })}
          />
        }
      >
        <div>
          <p className="inline-flex items-center gap-1.5 text-xs font-bold tracking-[0.15em] text-saffron-700 uppercase">
            <GraduationCap className="size-4" aria-hidden="true" />
            {DROP_PAGE_TEXTS.eyebrow}
          </p>
          <div className="mt-2 flex items-start justify-between gap-3">
            <h1 className="min-w-0 text-3xl font-bold tracking-tight break-words text-ink-900 sm:text-4xl">
              {drop.title}
            </h1>
            <button
              type="button"
              aria-label={DROP_PAGE_TEXTS.share}
              // The address this page was opened at is the drop's link.
              onClick={() => void shareLink(location.pathname, drop.title)}
              className="-mr-2 inline-flex size-10 shrink-0 cursor-pointer items-center justify-center rounded-full text-ink-800 hover:bg-zinc-100"
            >
              <Share2 className="size-5" aria-hidden="true" />
            </button>
          </div>
          <p className="mt-1 text-sm text-zinc-600">
            <Link
              to={`/product/${encodeURIComponent(design.id)}`}
              className="font-medium text-ink-900 underline-offset-4 hover:underline"
            >
              {design.title}
            </Link>
            {design.sellerName ? (
              <>
                {' · '}
                {DROP_PAGE_TEXTS.organisedBy}{' '}
                <Link
                  to={`/seller/${encodeURIComponent(design.sellerId)}`}
                  className="font-medium text-saffron-700 underline-offset-4 hover:underline"
                >
                  {design.sellerName}
                </Link>
              </>
            ) : null}
          </p>
        </div>

        <DropBanner drop={drop} />

        {mine.length > 0 ? (
          <p
            className="rounded-xl border border-success-600/30 bg-success-50 px-4 py-3 text-sm font-semibold text-ink-900"
            data-testid="drop-mine"
          >
            {DROP_PAGE_TEXTS.youreIn(mine)}{' '}
            <Link
              to="/orders"
              className="font-medium whitespace-nowrap text-saffron-700 underline-offset-4 hover:underline"
            >
              {DROP_PAGE_TEXTS.yourOrders}
            </Link>
          </p>
        ) : null}

        {/* A drop that did not go ahead sells nothing: no price to show. */}
        {drop.status === 'open' || drop.status === 'succeeded' ? (
          <div>
            <p className="flex flex-wrap items-baseline gap-x-2">
              <span
                className="text-3xl font-bold text-ink-900 tabular-nums"
                data-testid="drop-price"
              >
                {formatRupeesShort(pricePaise)}
              </span>
              {pricePaise < basePricePaise ? (
                <s className="text-lg text-zinc-500 tabular-nums">
                  {formatRupeesShort(basePricePaise)}
                </s>
              ) : null}
              <span className="text-sm text-zinc-600">
                {drop.status === 'open'
                  ? DROP_PAGE_TEXTS.priceNowNote
                  : DROP_PAGE_TEXTS.priceFinalNote}
              </span>
            </p>
            {drop.status === 'open' ? (
              <p className="mt-1 text-sm text-zinc-600">
                {DROP_PAGE_TEXTS.payNowNote(basePricePaise, drop.tiers.length > 0)}
              </p>
            ) : null}
          </div>
        ) : null}

        <div className="space-y-5 rounded-2xl border border-zinc-200 bg-white p-4 shadow-card sm:p-5">
          <DropProgressBar drop={drop} />
          {drop.status === 'open' ? <DropCountdown deadline={drop.deadline} onEnd={onEnd} /> : null}
        </div>

        <DropTiers drop={drop} />

        {drop.status === 'open' ? (
          <section aria-labelledby="drop-choose-heading" className="space-y-4">
            <h2 id="drop-choose-heading" className="sr-only">
              {DROP_PAGE_TEXTS.chooseHeading}
            </h2>
            <ColourOptions
              swatches={swatches}
              color={color}
              onChange={setColor}
              disabled={!joinable}
            />
            <SizeOptions sizes={sizes} size={size} onChange={setSize} disabled={!joinable} />
            <BuyNowButton onClick={join} disabled={!joinable} className="min-h-12 w-full text-base">
              {joinable ? joinLabel : closedLabel}
            </BuyNowButton>
            {joinable && warned ? (
              <p role="alert" className="text-sm font-medium text-saffron-800">
                {DROP_PAGE_TEXTS.joinTwiceWarning}
              </p>
            ) : null}
            {joinable ? <p className="text-xs text-zinc-600">{DROP_PAGE_TEXTS.heldNote}</p> : null}
          </section>
        ) : null}

        <SizeTally drop={drop} sizes={sizes} />

        {drop.description ? (
          <p className="text-sm leading-relaxed break-words whitespace-pre-line text-ink-800">
            {drop.description}
          </p>
        ) : null}
      </ProductDetailColumns>

      {joinable ? (
        <StickyBuyBar hideFrom="md">
          {/* The first screen of a phone is the picture: the bar says how far the drop has come. */}
          <div className="min-w-0 flex-1">
            <p className="truncate text-sm font-semibold text-ink-900 tabular-nums">
              {progress.goal === 'none' ? progress.label : `${progress.label} joined`}
            </p>
            <p className="truncate text-xs text-zinc-600">
              {[formatRupeesShort(basePricePaise), size, color].filter(Boolean).join(' · ')}
            </p>
          </div>
          <BuyNowButton onClick={join} className="h-11 shrink-0 px-5">
            {DROP_PAGE_TEXTS.checkoutTitle}
          </BuyNowButton>
        </StickyBuyBar>
      ) : null}
    </PageContainer>
  );
}
