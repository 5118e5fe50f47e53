import {
  ADMIN_DESIGN_MESSAGES,
  ADMIN_DESIGN_TAB_LABELS,
  ADMIN_DESIGN_TABS,
  COLOR_DISCOUNT_MESSAGES,
  type AdminDesign,
  type AdminDesignStatusBody,
  type AdminDesignTab,
} from '@campus-threads/contract';
import { Palette, RefreshCw, SearchX } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router';
import { PagedList } from '@/components/paged-list';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { inputClasses } from '@/components/ui/input';
import { PageHeader } from '@/components/ui/page-header';
import { SearchInput } from '@/components/ui/search-input';
import { Skeleton } from '@/components/ui/skeleton';
import { EmptyState } from '@/components/ui/state-blocks';
import { Tabs, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { errorMessage } from '@/lib/api-errors';
import { notify } from '@/lib/notify';
import { AdminDesignCard, type CardAction } from './admin-design-card';
import { useAdminDesigns, useDesignWrites } from './api';
import { ColorDiscountManager } from './color-discount-manager';
import { DesignDetailDialog } from './design-detail-dialog';
import { designJson, parseAdminTab } from './designs';
import { PricePromptDialog, type PricePrompt } from './price-prompt-dialog';
import { ReviewDialog, type ReviewAction } from './review-dialog';

const GRID = 'grid grid-cols-1 gap-3 sm:gap-4 lg:grid-cols-2 2xl:grid-cols-3 [&>li]:min-w-0';
const SEARCH_DEBOUNCE_MS = 300;

type Open =
  | { kind: 'detail'; design: AdminDesign; editing: boolean }
  | { kind: 'colors'; design: AdminDesign }
  | { kind: 'price'; design: AdminDesign; prompt: PricePrompt }
  | { kind: 'review'; design: AdminDesign; action: ReviewAction };

function ListSkeleton() {
  return (
    <div className={GRID} role="status" aria-label="Loading designs">
      {Array.from({ length: 6 }, (_, i) => (
        <div key={i} className="flex gap-4 rounded-2xl border border-zinc-200 bg-white p-4">
          <Skeleton className="aspect-[4/5] w-28 shrink-0 rounded-xl" />
          <div className="flex-1 space-y-2">
            <Skeleton className="h-4 w-3/4" />
            <Skeleton className="h-3 w-1/2" />
            <Skeleton className="h-3 w-2/3" />
            <Skeleton className="h-8 w-full" />
          </div>
        </div>
      ))}
    </div>
  );
}

const REVIEW_TEXTS: Record<ReviewAction, { ok: string; failed: string }> = {
  approve: { ok: ADMIN_DESIGN_MESSAGES.approved, failed: ADMIN_DESIGN_MESSAGES.approveFailed },
  reject: { ok: ADMIN_DESIGN_MESSAGES.rejected, failed: ADMIN_DESIGN_MESSAGES.rejectFailed },
  revoke: { ok: ADMIN_DESIGN_MESSAGES.rejected, failed: ADMIN_DESIGN_MESSAGES.rejectFailed },
};

/** /admin/designs: every design by status, with review, price edits and colour discounts. */
export function AdminDesignsView() {
  const [params, setParams] = useSearchParams();
  const tab = parseAdminTab(params.get('tab'));
  const q = params.get('q') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const [search, setSearch] = useState(q);
  const [editMode, setEditMode] = useState(true);
  const [open, setOpen] = useState<Open | null>(null);
  const query = useAdminDesigns({ status: tab, q, page });
  const writes = useDesignWrites();
  const busy = writes.status.isPending || writes.colorDiscounts.isPending;

  const update = (change: Record<string, string | null>) => {
    const next = new URLSearchParams(window.location.search);
    for (const [key, value] of Object.entries(change)) {
      if (value === null || value === '') next.delete(key);
      else next.set(key, value);
    }
    setParams(next, { replace: true });
  };

  useEffect(() => {
    if (search.trim() === q) return;
    const timer = window.setTimeout(
      () => update({ q: search.trim() || null, page: null }),
      SEARCH_DEBOUNCE_MS,
    );
    return () => window.clearTimeout(timer);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only the typed text drives the search
  }, [search]);

  const send = async (
    design: AdminDesign,
    body: AdminDesignStatusBody,
    texts: { ok: string; failed: string },
  ): Promise<AdminDesign | null> => {
    try {
      const updated = await writes.status.mutateAsync({ id: design.id, body });
      notify.success(texts.ok);
      return updated;
    } catch (error) {
      notify.error(errorMessage(error, texts.failed));
      return null;
    }
  };

  const review = async (design: AdminDesign, action: ReviewAction, remark: string) => {
    const status = action === 'approve' ? 'approved' : 'rejected';
    const updated = await send(design, { status, adminRemarks: remark }, REVIEW_TEXTS[action]);
    if (updated) setOpen(null);
  };

  const editFields = async (design: AdminDesign, json: string) => {
    const updated = await send(
      design,
      { status: design.status, adminRemarks: json },
      { ok: ADMIN_DESIGN_MESSAGES.updated, failed: ADMIN_DESIGN_MESSAGES.updateFailed },
    );
    if (updated)
      setOpen((o) => (o && o.kind === 'detail' ? { ...o, design: updated, editing: false } : o));
    return updated !== null;
  };

  const onCardAction = (design: AdminDesign, action: CardAction) => {
    if (action.kind === 'view') setOpen({ kind: 'detail', design, editing: false });
    else if (action.kind === 'edit-details') setOpen({ kind: 'detail', design, editing: true });
    else if (action.kind === 'colors') setOpen({ kind: 'colors', design });
    else if (action.kind === 'price') setOpen({ kind: 'price', design, prompt: action.prompt });
    else setOpen({ kind: 'review', design, action: action.action });
  };

  const counts = query.data?.counts;
  const pagination = query.data?.pagination;

  return (
    <div className="space-y-6">
      <PageHeader
        title="Designs"
        description="Review what sellers upload, set prices and manage colour discounts."
        actions={
          <>
            <label className="inline-flex h-9 cursor-pointer items-center gap-2 rounded-md border border-zinc-300 bg-white px-3 text-sm font-semibold text-ink-900 shadow-sm">
              <input
                type="checkbox"
                className="size-4 accent-saffron-600"
                checked={editMode}
                onChange={(e) => setEditMode(e.target.checked)}
              />
              Edit mode
            </label>
            <Button
              variant="secondary"
              size="sm"
              loading={query.isFetching && !query.isPending}
              onClick={async () => {
                const result = await query.refetch();
                if (result.isError) notify.error(ADMIN_DESIGN_MESSAGES.refreshFailed);
              }}
            >
              <RefreshCw className="size-4" aria-hidden="true" /> Refresh
            </Button>
          </>
        }
      />

      <div className="flex flex-col gap-3 lg:flex-row lg:items-center lg:justify-between">
        <Tabs
          value={tab}
          onValueChange={(value) => update({ tab: value === 'all' ? null : value, page: null })}
        >
          {/* Filter tabs: the list below is not a tab panel, so no aria-controls to a missing id. */}
          <TabsList className="grid grid-cols-2 sm:inline-flex" aria-label="Design status">
            {ADMIN_DESIGN_TABS.map((t: AdminDesignTab) => (
              <TabsTrigger key={t} value={t} data-tab={t} aria-controls={undefined}>
                {ADMIN_DESIGN_TAB_LABELS[t]}
                <span
                  className="rounded-full bg-zinc-200/80 px-1.5 py-0.5 text-xs font-semibold text-ink-800 tabular-nums"
                  data-count={t}
                >
                  {counts ? counts[t] : '–'}
                </span>
              </TabsTrigger>
            ))}
          </TabsList>
        </Tabs>
        <SearchInput
          aria-label="Search designs"
          placeholder="Search designs, hostels, universities, events"
          wrapperClassName="w-full lg:w-96"
          className={inputClasses}
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
      </div>

      <PagedList
        query={query}
        items={query.data?.designs}
        loading={<ListSkeleton />}
        errorTitle={ADMIN_DESIGN_MESSAGES.loadFailed}
        empty={
          <EmptyState
            icon={q ? SearchX : Palette}
            title={
              q
                ? `No designs match “${q}”`
                : `No ${tab === 'all' ? '' : `${ADMIN_DESIGN_TAB_LABELS[tab].toLowerCase()} `}designs`
            }
            text={
              q
                ? 'Try another word: search looks at titles, descriptions, hostels, universities, departments and events.'
                : 'Designs sellers upload show up here for review.'
            }
          >
            {q ? (
              <Button variant="dark" onClick={() => setSearch('')}>
                Clear search
              </Button>
            ) : null}
          </EmptyState>
        }
        pagination={{
          page: pagination?.currentPage ?? 1,
          totalPages: pagination?.totalPages ?? 1,
          onChange: (next) => {
            update({ page: next === 1 ? null : String(next) });
            window.scrollTo({ top: 0 });
          },
        }}
      >
        {(designs) => (
          <ul className={GRID} aria-label={`${ADMIN_DESIGN_TAB_LABELS[tab]} designs`}>
            {designs.map((design, index) => (
              <li key={design.id}>
                <AdminDesignCard
                  design={design}
                  editMode={editMode}
                  priority={index < 2}
                  onAction={(action) => onCardAction(design, action)}
                />
              </li>
            ))}
          </ul>
        )}
      </PagedList>

      <Dialog open={open !== null} onOpenChange={(o) => !o && setOpen(null)}>
        {open?.kind === 'detail' ? (
          <DesignDetailDialog
            key={`${open.design.id}-${open.editing}`}
            design={open.design}
            startEditing={open.editing}
            busy={busy}
            onReview={(action, remark) => void review(open.design, action, remark)}
            onSaveEdit={(json) => editFields(open.design, json)}
            onOpenColors={() => setOpen({ kind: 'colors', design: open.design })}
          />
        ) : open?.kind === 'colors' ? (
          <ColorDiscountManager
            key={open.design.id}
            design={open.design}
            busy={busy}
            onSave={async (entries) => {
              try {
                await writes.colorDiscounts.mutateAsync({ id: open.design.id, entries });
                notify.success(COLOR_DISCOUNT_MESSAGES.adminUpdated);
                setOpen(null);
              } catch (error) {
                notify.error(errorMessage(error, COLOR_DISCOUNT_MESSAGES.adminFailed));
              }
            }}
          />
        ) : open?.kind === 'price' ? (
          <PricePromptDialog
            key={`${open.design.id}-${open.prompt}`}
            design={open.design}
            kind={open.prompt}
            busy={busy}
            onSave={async (value) => {
              const changes = { discountPrice: value };
              const updated = await send(
                open.design,
                { status: open.design.status, adminRemarks: designJson(open.design, changes) },
                { ok: ADMIN_DESIGN_MESSAGES.updated, failed: ADMIN_DESIGN_MESSAGES.updateFailed },
              );
              if (updated) setOpen(null);
            }}
          />
        ) : open?.kind === 'review' ? (
          <ReviewDialog
            key={`${open.design.id}-${open.action}`}
            design={open.design}
            action={open.action}
            busy={busy}
            onConfirm={(remark) => void review(open.design, open.action, remark)}
          />
        ) : null}
      </Dialog>
    </div>
  );
}
