import { CATALOG_MESSAGES, type CredentialCategory } from '@campus-threads/contract';
import { ArrowLeft, Layers, Pencil, Tag, Upload, type LucideIcon } from 'lucide-react';
import { Suspense, lazy, useEffect, useRef, useState, type ReactNode } from 'react';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { Pagination } from '@/components/product/pagination';
import {
  EmptyProducts,
  ProductGridSkeleton,
  ProductsError,
} from '@/components/product/product-grid';
import { ProductGrid } from '@/features/products';
import { Button, buttonClasses } from '@/components/ui/button';
import { IconBox } from '@/components/ui/icon-box';
import { Loading } from '@/components/ui/loading';
import { PageContainer } from '@/components/ui/page-container';
import { useAuth } from '@/lib/auth-context';
import { cn } from '@/lib/cn';
import { useTshirts } from '@/lib/tshirts-api';
import { useCollectionPriceRange } from '../api/get-price-range';
import { LazyCredentialDialog } from '../components/lazy-credential-dialog';
import {
  credentialDescription,
  credentialHeading,
  detailsFromSearch,
  detailsFromState,
  parseCredentialCategory,
  type CredentialDetails,
  type CredentialNavState,
} from '../credentials';
import {
  credentialListParams,
  pageFromSearch,
  priceRangeText,
  type TshirtCollection,
} from '../listing';

const CredentialAccessories = lazy(() =>
  import('@/features/accessories').then((m) => ({ default: m.CredentialAccessories })),
);

const EYEBROWS: Record<CredentialCategory, string> = {
  hostel: 'Hostel collection',
  university: 'University collection',
  event: 'Event collection',
  accessories: 'Campus accessories',
};

/**
 * /credential/:category — t-shirts (or accessories) for one hostel, university/department or
 * event (spec: storefront §2). The details come from the address or navigation state; without
 * them the credential dialog asks, and closing it returns home.
 */
export function CredentialPage() {
  const { category: raw } = useParams();
  const category = parseCredentialCategory(raw);
  const [search] = useSearchParams();
  const location = useLocation();
  if (!category) return <Navigate to="/" replace />;
  const details = detailsFromSearch(category, search) ?? detailsFromState(category, location.state);
  if (!details) return <AskForDetails category={category} />;
  return <CredentialListing key={category} category={category} details={details} />;
}

function AskForDetails({ category }: { category: CredentialCategory }) {
  const navigate = useNavigate();
  return (
    <PageContainer className="min-h-[60vh] pt-6 pb-16 sm:pt-10">
      <p className="text-xs font-bold tracking-[0.2em] text-saffron-600 uppercase">
        {EYEBROWS[category]}
      </p>
      <div className="mt-3 h-10 w-2/3 max-w-md rounded-lg bg-zinc-100" aria-hidden="true" />
      <LazyCredentialDialog
        category={category}
        open
        onOpenChange={(open) => {
          if (!open) void navigate('/', { replace: true });
        }}
        onSubmit={(path, credentials) => {
          const state: CredentialNavState = { credentials };
          void navigate(path, { replace: true, state });
        }}
      />
    </PageContainer>
  );
}

function CredentialListing({
  category,
  details,
}: {
  category: CredentialCategory;
  details: CredentialDetails;
}) {
  const navigate = useNavigate();
  const location = useLocation();
  const [changing, setChanging] = useState(false);
  const heading = credentialHeading(category, details);

  const goBack = () => {
    if (location.key !== 'default') void navigate(-1);
    else void navigate('/');
  };

  return (
    <PageContainer className="pt-6 pb-16 sm:pt-8">
      <Button variant="ghost" size="sm" onClick={goBack} className="-ml-2 px-2">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back
      </Button>

      <div className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-end sm:justify-between">
        <div className="min-w-0">
          <p className="text-xs font-bold tracking-[0.2em] text-saffron-600 uppercase">
            {EYEBROWS[category]}
          </p>
          <h1 className="mt-1 text-3xl font-extrabold tracking-tight break-words text-balance text-ink-900 sm:text-4xl">
            <Heading text={heading} />
          </h1>
          <p className="mt-2 max-w-2xl text-base text-zinc-600">
            {credentialDescription(category, details)}
          </p>
        </div>
        <button
          type="button"
          onClick={() => setChanging(true)}
          aria-haspopup="dialog"
          className={buttonClasses('secondary', 'sm', 'self-start sm:self-auto')}
        >
          <Pencil className="size-4" aria-hidden="true" />
          Change details
        </button>
      </div>

      {category === 'accessories' ? (
        <div className="mt-8">
          <Suspense fallback={<Loading label="Loading accessories" className="min-h-[70vh]" />}>
            <CredentialAccessories
              universityName={details.universityName ?? ''}
              departmentName={details.departmentName}
            />
          </Suspense>
        </div>
      ) : (
        <CredentialTshirts category={category} details={details} />
      )}

      <LazyCredentialDialog category={category} open={changing} onOpenChange={setChanging} />
    </PageContainer>
  );
}

/** Keeps the last word ("T-Shirts", "Accessories") whole so it never breaks at its hyphen. */
function Heading({ text }: { text: string }) {
  const cut = text.lastIndexOf(' ');
  if (cut <= 0) return text;
  return (
    <>
      {text.slice(0, cut + 1)}
      <span className="whitespace-nowrap">{text.slice(cut + 1)}</span>
    </>
  );
}

function CredentialTshirts({
  category,
  details,
}: {
  category: TshirtCollection;
  details: CredentialDetails;
}) {
  const [search, setSearch] = useSearchParams();
  const location = useLocation();
  const page = pageFromSearch(search);
  const params = credentialListParams(category, details, page);
  const query = useTshirts(params);
  const gridTop = useRef<HTMLDivElement>(null);
  const data = query.data;
  const range = useCollectionPriceRange(params, data);
  const totalPages = data?.pagination.totalPages ?? 0;

  const setPage = (next: number, replace = false) => {
    const params = new URLSearchParams(search);
    if (next <= 1) params.delete('page');
    else params.set('page', String(next));
    setSearch(params, { replace, state: location.state, preventScrollReset: true });
  };

  useEffect(() => {
    // A page past the end (an old link) shows the last page instead.
    if (!query.isPlaceholderData && totalPages > 0 && page > totalPages) {
      const params = new URLSearchParams(search);
      params.set('page', String(totalPages));
      setSearch(params, { replace: true, state: location.state });
    }
  }, [query.isPlaceholderData, totalPages, page, search, setSearch, location.state]);

  return (
    <>
      <QuickStats total={data?.pagination.totalItems} priceRange={priceRangeText(range)} />
      <div ref={gridTop} className="mt-8 scroll-mt-24">
        {query.isPending ? (
          <ProductGridSkeleton count={8} />
        ) : query.isError && !data ? (
          <ProductsError
            onRetry={() => void query.refetch()}
            retrying={query.isFetching}
            toast={CATALOG_MESSAGES.loadTshirtsFailed}
          />
        ) : data && data.tshirts.length === 0 ? (
          <EmptyCollection />
        ) : data ? (
          <>
            <ProductGrid tshirts={data.tshirts} dimmed={query.isPlaceholderData} />
            <Pagination
              className="mt-10"
              page={page}
              totalPages={totalPages}
              onChange={(next) => {
                setPage(next);
                gridTop.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
              }}
            />
          </>
        ) : null}
      </div>
    </>
  );
}

/** Quick Stats (spec §2): Total Designs and Price Range of the whole collection. */
function QuickStats({ total, priceRange }: { total: number | undefined; priceRange: string }) {
  return (
    <section
      aria-labelledby="quick-stats-title"
      className="mt-6 rounded-2xl border border-zinc-200 bg-zinc-50 p-4 sm:p-5"
    >
      <h2 id="quick-stats-title" className="text-sm font-semibold text-ink-900">
        Quick Stats
      </h2>
      <dl className="mt-3 grid grid-cols-2 gap-3">
        <Stat icon={Layers} tone="bg-saffron-50 text-saffron-600" label="Total Designs">
          <span className="text-lg">{total ?? '—'}</span>
        </Stat>
        <Stat icon={Tag} tone="bg-success-50 text-success-700" label="Price Range">
          <span className="text-sm sm:text-lg">{priceRange}</span>
        </Stat>
      </dl>
    </section>
  );
}

function Stat({
  icon,
  tone,
  label,
  children,
}: {
  icon: LucideIcon;
  tone: string;
  label: string;
  children: ReactNode;
}) {
  return (
    <div className="flex min-w-0 items-center gap-3 rounded-xl bg-white p-3 shadow-card">
      <IconBox icon={icon} className={cn('size-10 rounded-lg', tone)} iconClassName="size-5" />
      <div className="min-w-0">
        <dt className="text-xs text-zinc-500">{label}</dt>
        <dd className="font-bold break-words text-ink-900 tabular-nums">{children}</dd>
      </div>
    </div>
  );
}

function EmptyCollection() {
  const { isAuthenticated } = useAuth();
  return (
    <EmptyProducts
      title="No designs yet"
      text="Nobody has uploaded a design for this collection yet. Yours could be the first."
    >
      {isAuthenticated ? (
        <Link to="/dashboard/upload" className={buttonClasses('primary', 'md', 'mt-6')}>
          <Upload className="size-4" aria-hidden="true" />
          Upload Your Own Design
        </Link>
      ) : (
        <Link
          to="/login"
          state={{ from: { pathname: '/dashboard/upload' } }}
          className={buttonClasses('primary', 'md', 'mt-6')}
        >
          Login to Upload Design
        </Link>
      )}
    </EmptyProducts>
  );
}

export default CredentialPage;
