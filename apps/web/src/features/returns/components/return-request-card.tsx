import type { ReturnRequest } from '@campus-threads/contract';
import { ArrowLeftRight, RotateCcw } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LineThumb } from '@/components/product/line-thumb';
import { formatDate } from '@/lib/format-date';
import type { ReturnDecider } from '../api/move-return';
import { returnMoneyParts } from '../cash-refund-view';
import { CreditNoteButton } from './credit-note-button';
import { ReturnStatusBadge } from './return-status-badge';
import { RETURN_TEXTS } from '../return-texts';
import { ReturnTimeline } from './return-timeline';
import { returnLineFacts } from '../return-view';

function Photos({ photos }: { photos: ReturnRequest['photos'] }) {
  if (photos.length === 0) return null;
  return (
    <div>
      <p className="mb-1.5 text-xs font-semibold tracking-wider text-zinc-500 uppercase">
        {RETURN_TEXTS.photos}
      </p>
      <ul className="flex flex-wrap gap-2">
        {photos.map((photo, index) => (
          <li key={photo.url}>
            <a
              href={photo.url}
              target="_blank"
              rel="noreferrer"
              className="block size-16 overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 hover:opacity-90"
            >
              <img
                src={photo.thumbnailUrl || photo.url}
                alt={RETURN_TEXTS.photoAlt(index + 1)}
                width={64}
                height={64}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}

/**
 * One exchange or return request: its kind and status, the lines (and new sizes), the reason and
 * photos, the timeline, then what came of it (the replacement order, the refund and its credit
 * note). `heading`: what a list adds above (the admin tab: the order and the buyer); `children`:
 * the decision buttons.
 */
export function ReturnRequestCard({
  request,
  orderHref,
  heading,
  showCreditNote = false,
  viewer = 'buyer',
  children,
}: {
  request: ReturnRequest;
  /** Where an order (the replacement) opens for this viewer; null: shown without a link. */
  orderHref?: (orderId: string) => string | null;
  heading?: ReactNode;
  showCreditNote?: boolean;
  /** Who reads it: the buyer is told where their cash goes, the fulfiller where to pay it. */
  viewer?: 'buyer' | ReturnDecider;
  children?: ReactNode;
}) {
  const Icon = request.type === 'exchange' ? ArrowLeftRight : RotateCcw;
  const replacement = request.replacementOrderId;
  const replacementHref = replacement ? (orderHref?.(replacement) ?? null) : null;
  const money = returnMoneyParts(request, viewer);
  return (
    <article
      data-return-id={request._id}
      data-return-type={request.type}
      aria-label={`${RETURN_TEXTS.requestHeading(request.type)}, ${formatDate(request.createdAt)}`}
      className="@container space-y-4 rounded-xl border border-zinc-200 bg-white p-4"
    >
      {heading}
      <div className="flex flex-wrap items-center justify-between gap-2">
        <p className="flex min-w-0 items-center gap-2 font-semibold text-ink-900">
          <Icon className="size-4 shrink-0 text-zinc-500" aria-hidden="true" />
          {RETURN_TEXTS.requestHeading(request.type)}
          <span className="text-sm font-normal text-zinc-500">
            · <time dateTime={request.createdAt}>{formatDate(request.createdAt)}</time>
          </span>
        </p>
        <ReturnStatusBadge status={request.status} />
      </div>

      <div className="grid gap-4 @xl:grid-cols-[minmax(0,1fr)_minmax(0,18rem)]">
        <div className="min-w-0 space-y-3">
          <ul className="space-y-2" aria-label="Items sent back">
            {request.items.map((item) => (
              <li key={item.orderItemId} className="flex items-center gap-3" data-return-line>
                <LineThumb src={item.imageUrl} alt="" className="w-10 sm:w-12" />
                <div className="min-w-0 text-sm">
                  <p className="font-medium break-words text-ink-900">{item.title}</p>
                  <p className="text-zinc-600">{returnLineFacts(item)}</p>
                </div>
              </li>
            ))}
          </ul>
          <p className="text-sm break-words text-zinc-700">
            <span className="font-semibold text-ink-900">{RETURN_TEXTS.reason}</span>
            {request.reason}
          </p>
          <Photos photos={request.photos} />
        </div>
        <ReturnTimeline request={request} />
      </div>

      {replacement || money.length > 0 ? (
        <div className="flex flex-wrap items-center gap-x-4 gap-y-2 rounded-lg bg-zinc-50 px-3 py-2 text-sm">
          {replacement ? (
            replacementHref ? (
              <Link
                to={replacementHref}
                className="font-semibold text-saffron-700 hover:underline"
                data-replacement-order={replacement}
              >
                {RETURN_TEXTS.replacementOrder(replacement)}
              </Link>
            ) : (
              <span className="font-semibold text-ink-900" data-replacement-order={replacement}>
                {RETURN_TEXTS.replacementOrder(replacement)}
              </span>
            )
          ) : null}
          {money.map((part) => (
            <span
              key={part.kind}
              className={
                part.owed ? 'font-semibold text-amber-800' : 'font-medium text-ink-900 tabular-nums'
              }
              data-return-refund={part.kind}
              data-owed={part.owed ? true : undefined}
            >
              {part.text}
            </span>
          ))}
          {showCreditNote && request.creditNoteNumber ? (
            <CreditNoteButton returnId={request._id} number={request.creditNoteNumber} />
          ) : null}
        </div>
      ) : null}

      {children}
    </article>
  );
}
