import {
  DROP_MESSAGES,
  DROP_OWNER_MESSAGES,
  formatRupeesShort,
  IMAGE_SIZES,
  type Tshirt,
} from '@campus-threads/contract';
import { ArrowLeft, History } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { quoteForColor } from '@/components/product/price';
import { ProductImage } from '@/components/product/product-image';
import { buttonClasses } from '@/components/ui/button';
import { PageHeader } from '@/components/ui/page-header';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState, LoadError } from '@/components/ui/state-blocks';
import { errorMessage, isApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { useTshirt } from '@/lib/tshirts-api';
import { NewDropForm } from './new-drop-form';

const UPLOAD_HISTORY = '/dashboard/upload-history?tab=approved';

function BackToHistory() {
  return (
    <Link to={UPLOAD_HISTORY} className={buttonClasses('dark')}>
      <History className="size-4" aria-hidden="true" /> Go to upload history
    </Link>
  );
}

/** The design the drop is for: its picture, title and price now. */
function DesignSummary({ design, pricePaise }: { design: Tshirt; pricePaise: number }) {
  const picture = design.colorVariants[0]?.thumbnails[0] ?? design.images[0];
  return (
    <div className="flex items-center gap-3 rounded-xl border border-zinc-200 bg-white p-3">
      <div className="aspect-[4/5] w-14 shrink-0 overflow-hidden rounded-lg bg-zinc-100">
        <ProductImage
          src={picture}
          alt=""
          width={IMAGE_SIZES.thumbnail.width}
          height={IMAGE_SIZES.thumbnail.height}
          priority
        />
      </div>
      <div className="min-w-0">
        <p className="text-xs font-medium text-zinc-500">Design</p>
        <p className="truncate font-semibold text-ink-900">{design.title}</p>
        <p className="text-sm text-zinc-600 tabular-nums" data-design-price={pricePaise}>
          {formatRupeesShort(pricePaise)} now
        </p>
      </div>
    </div>
  );
}

function DesignLoading() {
  return (
    <div className="space-y-5" role="status" aria-label="Loading the design">
      <Skeleton className="h-20 w-full rounded-xl" />
      {Array.from({ length: 4 }, (_, i) => (
        <Skeleton key={i} className="h-16 w-full" />
      ))}
    </div>
  );
}

/** Loads the design, checks it can carry a drop of this user's, then shows the form. */
function DropForDesign({ designId }: { designId: string }) {
  const { user } = useAuth();
  const query = useTshirt(designId);
  if (query.isPending) return <DesignLoading />;
  if (query.isError) {
    if (isApiRequestError(query.error) && query.error.status === 404)
      return (
        <EmptyState
          icon={History}
          title={DROP_MESSAGES.designNotFound}
          text={DROP_OWNER_MESSAGES.noDesign}
        >
          <BackToHistory />
        </EmptyState>
      );
    return (
      <LoadError
        title={DROP_OWNER_MESSAGES.designLoadFailed}
        message={errorMessage(query.error, 'Please try again.')}
        onRetry={() => void query.refetch()}
        retrying={query.isFetching}
      />
    );
  }
  const design = query.data;
  // The server refuses both; saying so here spares filling in a form that cannot be sent.
  const refusal =
    design.sellerId !== user?._id && !user?.isAdmin
      ? DROP_MESSAGES.notDesignOwner
      : design.status !== 'approved'
        ? DROP_MESSAGES.designNotApproved
        : null;
  if (refusal)
    return (
      <EmptyState icon={History} title={refusal} text={DROP_OWNER_MESSAGES.noDesign}>
        <BackToHistory />
      </EmptyState>
    );
  // What a shopper pays now in the default colour, as the server copies it onto the drop.
  const pricePaise = quoteForColor(design).finalPrice;
  return (
    <div className="space-y-6">
      <DesignSummary design={design} pricePaise={pricePaise} />
      <NewDropForm designId={design.id} designTitle={design.title} basePricePaise={pricePaise} />
    </div>
  );
}

/**
 * /dashboard/drops/new?design={id}: open a drop on one of the seller's approved designs,
 * reached from upload history.
 */
export function NewDropPage() {
  const [params] = useSearchParams();
  const designId = params.get('design')?.trim() ?? '';
  return (
    <div className="max-w-2xl space-y-6">
      <Link
        to="/dashboard/drops"
        className="inline-flex items-center gap-1.5 text-sm font-medium text-zinc-600 hover:text-ink-900"
      >
        <ArrowLeft className="size-4" aria-hidden="true" /> Drops
      </Link>
      <PageHeader
        title="Open a drop"
        description="A group order on your design: a deadline, the fewest people it needs, and lower prices as more join."
      />
      {designId ? (
        <DropForDesign key={designId} designId={designId} />
      ) : (
        <EmptyState
          icon={History}
          title={DROP_MESSAGES.designRequired}
          text={DROP_OWNER_MESSAGES.noDesign}
        >
          <BackToHistory />
        </EmptyState>
      )}
    </div>
  );
}
