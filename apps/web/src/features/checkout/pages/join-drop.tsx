import {
  DROP_MESSAGES,
  DROP_PAGE_TEXTS,
  dropPath,
  type DropResponse,
} from '@campus-threads/contract';
import { ArrowLeft, Hourglass } from 'lucide-react';
import { Link, Navigate, useLocation } from 'react-router';
import { buttonClasses } from '@/components/ui/button';
import { Loading } from '@/components/ui/loading';
import { PageContainer } from '@/components/ui/page-container';
import { isApiRequestError } from '@/lib/api-errors';
import { useAuth } from '@/lib/auth-context';
import { useDropToJoin } from '../api/get-drop-to-join';
import { CheckoutView } from '../components/checkout-view';
import { dropJoinLine, type DropJoinRequest } from '../drop-join';

/**
 * The join checkout (/buy-now?drop=…&size=…&color=…): one t-shirt of a drop's design, paid in full
 * now, its order held until the drop closes (docs/decisions/0049). Signed-in buyers only: the drop
 * page sends others to log in first, and so does this page when opened directly.
 */
export function JoinDropPage({ request }: { request: DropJoinRequest }) {
  const { user, isLoading: sessionLoading } = useAuth();
  const location = useLocation();
  const drop = useDropToJoin(request.slug);

  if (sessionLoading) return <Loading label={DROP_PAGE_TEXTS.loading} />;
  if (!user)
    return (
      <Navigate
        to="/login"
        replace
        state={{ from: { pathname: location.pathname, search: location.search } }}
      />
    );
  if (drop.isPending) return <Loading label={DROP_PAGE_TEXTS.loading} />;
  if (drop.isError) {
    const notFound = isApiRequestError(drop.error) && drop.error.status === 404;
    return (
      <Unavailable
        slug={request.slug}
        title={notFound ? DROP_MESSAGES.dropNotFound : DROP_PAGE_TEXTS.loadFailedTitle}
        text={notFound ? DROP_PAGE_TEXTS.notFoundText : DROP_PAGE_TEXTS.loadFailedText}
      />
    );
  }
  return <JoinDropCheckout data={drop.data} request={request} />;
}

function JoinDropCheckout({ data, request }: { data: DropResponse; request: DropJoinRequest }) {
  const join = dropJoinLine(data, request.size, request.color, Date.now());
  if (!join) {
    const closed = data.drop.status !== 'open' || Date.parse(data.drop.deadline) <= Date.now();
    const full = data.drop.maxQuantity !== null && data.drop.quantity >= data.drop.maxQuantity;
    return (
      <Unavailable
        slug={request.slug}
        title={DROP_PAGE_TEXTS.checkoutUnavailable}
        text={
          closed
            ? DROP_MESSAGES.notOpen
            : full
              ? DROP_MESSAGES.full(0)
              : DROP_PAGE_TEXTS.checkoutBadChoice
        }
      />
    );
  }
  return (
    <CheckoutView
      mode="drop"
      dropSlug={data.drop.slug}
      title={DROP_PAGE_TEXTS.checkoutTitle}
      lines={[join.line]}
      itemCount={1}
      buyNowItem={join.item}
      notice={
        <p
          className="flex items-start gap-2 rounded-lg bg-saffron-50 p-3 text-sm text-ink-800"
          data-testid="drop-held-notice"
        >
          <Hourglass className="mt-0.5 size-4 shrink-0 text-saffron-700" aria-hidden="true" />
          <span>
            <span className="font-semibold text-ink-900">{data.drop.title}. </span>
            {DROP_PAGE_TEXTS.checkoutHeld(data.drop.deadline)}
          </span>
        </p>
      }
      actions={
        <Link to={dropPath(data.drop.slug)} className={buttonClasses('secondary', 'sm')}>
          <ArrowLeft className="size-4" aria-hidden="true" />
          {DROP_PAGE_TEXTS.backToDrop}
        </Link>
      }
    />
  );
}

function Unavailable({ slug, title, text }: { slug: string; title: string; text: string }) {
  return (
    <PageContainer className="py-16">
      <div role="alert" className="mx-auto max-w-md text-center">
        <h1 className="text-2xl font-bold tracking-tight text-ink-900">{title}</h1>
        <p className="mt-2 text-sm text-zinc-600">{text}</p>
        <Link to={dropPath(slug)} className={buttonClasses('dark', 'md', 'mt-6')}>
          {DROP_PAGE_TEXTS.backToDrop}
        </Link>
      </div>
    </PageContainer>
  );
}
