import {
  ADMIN_DESIGN_MESSAGES,
  CUSTOMIZATION_FEE_PAISE,
  DESIGN_LIMITS,
  formatRupees,
  formatRupeesShort,
  parseDesignEdit,
  PROOF_DOWNLOAD_MESSAGES,
  quoteTshirt,
  toPaise,
  type AdminDesign,
} from '@campus-threads/contract';
import { ArrowLeft, Download, FileText, Palette, Pencil } from 'lucide-react';
import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { ImageGallery } from '@/components/product/image-gallery';
import { toPricedTshirt } from '@/components/product/price';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { FieldError, FormField } from '@/components/ui/form-field';
import { Input, Textarea } from '@/components/ui/input';
import { cn } from '@/lib/cn';
import { downloadProof } from '@/lib/download-proof';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { StatusBadge } from './status-badge';
import {
  categoryLine,
  designJson,
  designPlace,
  editableOf,
  fromLocalInput,
  needsProof,
  toLocalInput,
} from './designs';
import type { ReviewAction } from './review-dialog';

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

/** The proof of authority: a Download PDF panel in place of the details (spec §2, §8). */
function ProofPanel({ design, onBack }: { design: AdminDesign; onBack: () => void }) {
  const [busy, setBusy] = useState(false);
  const url = design.proofFileUrl;
  return (
    <section aria-label="Proof of authority" className="space-y-4">
      <div className="flex flex-col items-center gap-3 rounded-2xl border border-zinc-200 bg-zinc-50 px-6 py-10 text-center">
        <FileText className="size-12 text-saffron-600" aria-hidden="true" />
        <p className="text-base font-semibold text-ink-900">Proof of authority (PDF)</p>
        {url ? (
          <>
            <p className="max-w-sm text-sm text-zinc-600">
              The document the seller uploaded to show they may sell this{' '}
              {designPlace(design)?.label.toLowerCase() ?? 'design'}’s design. It opens in your PDF
              viewer once downloaded.
            </p>
            <Button
              variant="dark"
              loading={busy}
              onClick={async () => {
                setBusy(true);
                const result = await downloadProof(url);
                setBusy(false);
                if (!result.ok) return notify.error(result.message);
                if (result.warning) notify.info(result.warning);
                notify.success(PROOF_DOWNLOAD_MESSAGES.started);
              }}
            >
              <Download className="size-4" aria-hidden="true" /> Download PDF
            </Button>
          </>
        ) : (
          <p className="max-w-sm text-sm text-danger-700">
            {needsProof(design)
              ? PROOF_DOWNLOAD_MESSAGES.missingForCredential
              : PROOF_DOWNLOAD_MESSAGES.none}
          </p>
        )}
      </div>
      <Button variant="secondary" size="sm" onClick={onBack}>
        <ArrowLeft className="size-4" aria-hidden="true" /> Back to details
      </Button>
    </section>
  );
}

type EditForm = {
  title: string;
  description: string;
  price: string;
  discountPrice: string;
  deliveryPrice: string;
  saleEndTime: string;
  allowPartialPayment: boolean;
  defaultDeliveryDays: string;
  allowCustomDeliveryDays: boolean;
  customDeliveryDays: string;
  colorPrices: Record<string, { price: string; discountPrice: string }>;
};

function formOf(design: AdminDesign): EditForm {
  return {
    title: design.title,
    description: design.description,
    price: String(design.price),
    discountPrice: design.discountPrice ? String(design.discountPrice) : '',
    deliveryPrice: String(design.deliveryPrice),
    saleEndTime: toLocalInput(design.saleEndTime),
    allowPartialPayment: design.allowPartialPayment,
    defaultDeliveryDays: String(design.deliveryConfig.defaultDeliveryDays),
    allowCustomDeliveryDays: design.deliveryConfig.allowCustomDeliveryDays,
    customDeliveryDays: design.deliveryConfig.customDeliveryDays
      ? String(design.deliveryConfig.customDeliveryDays)
      : '',
    colorPrices: Object.fromEntries(
      design.colorVariants.map((v) => {
        const own = design.colorPrices.find((c) => c.color === v.color);
        return [
          v.color,
          {
            price: own ? String(own.price) : '',
            discountPrice: own?.discountPrice ? String(own.discountPrice) : '',
          },
        ];
      }),
    ),
  };
}

/** What the edit form changes, in the JSON remark's words (rupees as typed). */
function changesOf(form: EditForm) {
  return {
    title: form.title,
    description: form.description,
    price: form.price,
    discountPrice: form.discountPrice,
    deliveryPrice: form.deliveryPrice,
    saleEndTime: fromLocalInput(form.saleEndTime),
    allowPartialPayment: form.allowPartialPayment,
    deliveryConfig: {
      defaultDeliveryDays: form.defaultDeliveryDays,
      allowCustomDeliveryDays: form.allowCustomDeliveryDays,
      customDeliveryDays: form.allowCustomDeliveryDays ? form.customDeliveryDays : '',
    },
    colorPrices: Object.entries(form.colorPrices).map(([color, c]) => ({
      color,
      price: c.price,
      discountPrice: c.discountPrice,
    })),
  };
}

/**
 * Everything about one design for the admin (spec: seller-admin §2 "Design detail dialog"):
 * gallery, details, proof, remarks, the edit section and the review actions.
 */
export function DesignDetailDialog({
  design,
  startEditing = false,
  busy,
  onReview,
  onSaveEdit,
  onOpenColors,
}: {
  design: AdminDesign;
  startEditing?: boolean;
  busy: boolean;
  onReview: (action: ReviewAction, remark: string) => void;
  onSaveEdit: (json: string) => Promise<boolean>;
  onOpenColors: () => void;
}) {
  const [colorIndex, setColorIndex] = useState(0);
  const [imageIndex, setImageIndex] = useState(0);
  const [showProof, setShowProof] = useState(false);
  const [editing, setEditing] = useState(startEditing);
  const [form, setForm] = useState(() => formOf(design));
  const [editError, setEditError] = useState<{ message: string; field: string }>();
  const [remark, setRemark] = useState('');
  const [remarkError, setRemarkError] = useState<string>();

  const variant = design.colorVariants[colorIndex] ?? design.colorVariants[0];
  const perColor = editing ? 3 : 4;
  const images = variant?.images.slice(0, perColor) ?? [];
  const thumbnails = variant?.thumbnails.slice(0, perColor) ?? [];
  const place = designPlace(design);
  const priced = useMemo(() => toPricedTshirt(design), [design]);
  const pending = design.status === 'pending';
  const casual = design.category === 'casual';
  const previous = (design.adminRemarks ?? '').trim();

  const set = <K extends keyof EditForm>(key: K, value: EditForm[K]) => {
    setEditError(undefined);
    setForm((f) => ({ ...f, [key]: value }));
  };
  const fieldError = (field: string) =>
    editError?.field === field ? editError.message : undefined;

  const review = (action: ReviewAction) => {
    if (action !== 'approve' && !remark.trim()) {
      // The remarks box is in the details: bring it back to show what is missing.
      setShowProof(false);
      setRemarkError(ADMIN_DESIGN_MESSAGES.reasonRequired);
      return;
    }
    onReview(action, remark.trim());
  };

  const save = async () => {
    const changes = changesOf(form);
    const checked = parseDesignEdit(editableOf(design), changes);
    if (!checked.ok) return setEditError({ message: checked.message, field: checked.field });
    if (await onSaveEdit(designJson(design, changes))) setEditing(false);
  };

  return (
    <DialogContent
      title={design.title}
      description={`Uploaded ${formatDateTime(design.createdAt)} by ${design.sellerName}`}
      className="max-w-5xl"
    >
      {showProof ? (
        <ProofPanel design={design} onBack={() => setShowProof(false)} />
      ) : (
        <div className="grid gap-6 md:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
          <div className="mx-auto w-full max-w-60 space-y-3 sm:max-w-xs md:max-w-none">
            <ImageGallery
              images={images}
              thumbnails={thumbnails}
              alt={`${design.title} in ${variant?.color ?? ''}`}
              emptyText="No images available"
              fit="contain"
              index={imageIndex}
              onIndex={setImageIndex}
            />
            {design.colorVariants.length > 1 ? (
              <div className="flex flex-wrap gap-1.5" role="group" aria-label="Colour shown">
                {design.colorVariants.map((v, i) => (
                  <button
                    key={v.color}
                    type="button"
                    onClick={() => {
                      setColorIndex(i);
                      setImageIndex(0);
                    }}
                    aria-pressed={i === colorIndex}
                    className={cn(
                      'inline-flex cursor-pointer items-center gap-1.5 rounded-full border px-2.5 py-1 text-xs font-medium',
                      i === colorIndex
                        ? 'border-ink-900 bg-ink-900 text-white'
                        : 'border-zinc-300 bg-white text-ink-800 hover:bg-zinc-50',
                    )}
                  >
                    <span
                      className="size-3 rounded-full ring-1 ring-zinc-300"
                      style={{ backgroundColor: v.hex }}
                      aria-hidden="true"
                    />
                    {v.color}
                  </button>
                ))}
              </div>
            ) : null}
          </div>

          <div className="min-w-0 space-y-5">
            <div className="flex flex-wrap items-center gap-2">
              <StatusBadge status={design.status} />
              {design.allowPartialPayment ? (
                <span className="rounded-full bg-saffron-50 px-2 py-0.5 text-xs font-semibold text-saffron-700 ring-1 ring-saffron-500/30">
                  {ADMIN_DESIGN_MESSAGES.partialPayment}
                </span>
              ) : null}
            </div>
            <p className="text-sm break-words whitespace-pre-line text-zinc-700">
              {design.description}
            </p>

            <dl className="grid grid-cols-2 gap-4 rounded-xl bg-zinc-50 p-4">
              <Fact label="Price">{rupees(design.price)}</Fact>
              <Fact label="Discount">
                {design.discountPrice ? rupees(design.discountPrice) : 'None'}
              </Fact>
              <Fact label="Sale ends">
                {design.saleEndTime ? formatDateTime(design.saleEndTime) : 'No end (standing)'}
              </Fact>
              <Fact label="Delivery">
                {design.deliveryPrice > 0 ? rupees(design.deliveryPrice) : 'Free'} ·{' '}
                {design.deliveryConfig.allowCustomDeliveryDays &&
                design.deliveryConfig.customDeliveryDays
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
                      design.customizableParts.length
                        ? `: ${design.customizableParts.join(', ')}`
                        : ''
                    }`
                  : 'Not customizable'}
              </Fact>
              <Fact label="50% payment">
                {design.allowPartialPayment ? 'Allowed' : 'Not allowed'}
              </Fact>
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

            {!casual ? (
              <Button variant="secondary" size="sm" onClick={() => setShowProof(true)}>
                <FileText className="size-4" aria-hidden="true" /> View Proof of Authority
              </Button>
            ) : null}

            {editing ? (
              <section
                aria-label="Edit prices and details"
                className="space-y-4 rounded-xl border border-zinc-200 p-4"
              >
                <h3 className="text-sm font-semibold text-ink-900">Edit prices and details</h3>
                <div className="grid gap-3 sm:grid-cols-2">
                  <FormField label="Title" className="sm:col-span-2" error={fieldError('title')}>
                    {(c) => (
                      <Input
                        {...c}
                        value={form.title}
                        maxLength={DESIGN_LIMITS.titleMax}
                        onChange={(e) => set('title', e.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField
                    label="Description"
                    className="sm:col-span-2"
                    error={fieldError('description')}
                  >
                    {(c) => (
                      <Textarea
                        {...c}
                        className="min-h-20"
                        value={form.description}
                        onChange={(e) => set('description', e.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField label="Price (₹)" error={fieldError('price')}>
                    {(c) => (
                      <Input
                        {...c}
                        type="number"
                        min={0}
                        step="0.01"
                        inputMode="decimal"
                        value={form.price}
                        onChange={(e) => set('price', e.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField
                    label="Discount price (₹)"
                    hint="Empty for none"
                    error={fieldError('discountPrice')}
                  >
                    {(c) => (
                      <Input
                        {...c}
                        type="number"
                        min={0}
                        step="0.01"
                        inputMode="decimal"
                        value={form.discountPrice}
                        onChange={(e) => set('discountPrice', e.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField label="Delivery price (₹)" error={fieldError('deliveryPrice')}>
                    {(c) => (
                      <Input
                        {...c}
                        required
                        type="number"
                        min={0}
                        step="0.01"
                        inputMode="decimal"
                        value={form.deliveryPrice}
                        onChange={(e) => set('deliveryPrice', e.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField
                    label="Sale end time"
                    hint="Empty: the discount stands"
                    error={fieldError('saleEndTime')}
                  >
                    {(c) => (
                      <Input
                        {...c}
                        type="datetime-local"
                        value={form.saleEndTime}
                        onChange={(e) => set('saleEndTime', e.target.value)}
                      />
                    )}
                  </FormField>
                  <FormField label="Delivery days (1-30)">
                    {(c) => (
                      <Input
                        {...c}
                        type="number"
                        min={1}
                        max={30}
                        step={1}
                        value={form.defaultDeliveryDays}
                        onChange={(e) => set('defaultDeliveryDays', e.target.value)}
                      />
                    )}
                  </FormField>
                  {form.allowCustomDeliveryDays ? (
                    <FormField label="Custom delivery days (1-30)">
                      {(c) => (
                        <Input
                          {...c}
                          type="number"
                          min={1}
                          max={30}
                          step={1}
                          value={form.customDeliveryDays}
                          onChange={(e) => set('customDeliveryDays', e.target.value)}
                        />
                      )}
                    </FormField>
                  ) : null}
                  <label className="flex items-center gap-2 text-sm text-ink-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-saffron-600"
                      checked={form.allowCustomDeliveryDays}
                      onChange={(e) => set('allowCustomDeliveryDays', e.target.checked)}
                    />
                    Allow custom delivery days
                  </label>
                  <label className="flex items-center gap-2 text-sm text-ink-800">
                    <input
                      type="checkbox"
                      className="size-4 accent-saffron-600"
                      checked={form.allowPartialPayment}
                      onChange={(e) => set('allowPartialPayment', e.target.checked)}
                    />
                    Allow 50% advance payment
                  </label>
                </div>
                <div className="space-y-2">
                  <p className="text-sm font-semibold text-ink-900">Per-colour prices</p>
                  <p className="text-xs text-zinc-500">
                    Empty removes the colour’s own price or discount.
                  </p>
                  <ul className="space-y-2">
                    {Object.entries(form.colorPrices).map(([color, c]) => (
                      <li key={color} className="grid grid-cols-[6rem_1fr_1fr] items-center gap-2">
                        <span className="truncate text-sm font-medium text-ink-800">{color}</span>
                        <Input
                          aria-label={`${color} price (₹)`}
                          placeholder="Price"
                          type="number"
                          min={0}
                          step="0.01"
                          className="h-9"
                          value={c.price}
                          onChange={(e) =>
                            set('colorPrices', {
                              ...form.colorPrices,
                              [color]: { ...c, price: e.target.value },
                            })
                          }
                        />
                        <Input
                          aria-label={`${color} discount (₹)`}
                          placeholder="Discount"
                          type="number"
                          min={0}
                          step="0.01"
                          className="h-9"
                          value={c.discountPrice}
                          onChange={(e) =>
                            set('colorPrices', {
                              ...form.colorPrices,
                              [color]: { ...c, discountPrice: e.target.value },
                            })
                          }
                        />
                      </li>
                    ))}
                  </ul>
                  {fieldError('colorPrices') || fieldError('colorDiscounts') ? (
                    <FieldError>
                      {fieldError('colorPrices') ?? fieldError('colorDiscounts')}
                    </FieldError>
                  ) : null}
                </div>
              </section>
            ) : null}

            <div className="space-y-2">
              {previous ? (
                <div
                  className={cn(
                    'rounded-lg border px-3.5 py-2.5 text-sm',
                    design.status === 'rejected'
                      ? 'border-danger-500/30 bg-danger-50 text-danger-700'
                      : 'border-success-500/30 bg-success-50 text-success-700',
                  )}
                >
                  <p className="text-xs font-semibold tracking-wide uppercase">Previous feedback</p>
                  <p className="mt-1 break-words">{previous}</p>
                </div>
              ) : null}
              <FormField
                label={
                  design.status === 'rejected'
                    ? 'Admin remarks'
                    : 'Admin remarks (required when rejecting)'
                }
                error={remarkError}
              >
                {(c) => (
                  <Textarea
                    {...c}
                    className="min-h-20"
                    maxLength={1000}
                    value={remark}
                    placeholder="Feedback for the seller"
                    onChange={(e) => {
                      setRemark(e.target.value);
                      setRemarkError(undefined);
                    }}
                  />
                )}
              </FormField>
            </div>
          </div>
        </div>
      )}

      <DialogFooter className="flex-wrap" data-testid="design-dialog-footer">
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        {editing ? (
          <>
            <Button
              variant="secondary"
              onClick={() => {
                setForm(formOf(design));
                setEditError(undefined);
                setEditing(false);
              }}
            >
              Cancel
            </Button>
            <Button variant="dark" loading={busy} onClick={() => void save()}>
              Save
            </Button>
          </>
        ) : pending ? (
          // The spec's footer for a pending design: Close, Edit Design, Approve, Reject (its
          // prices are edited from the card's Edit Product Details).
          <>
            {!casual ? (
              <Link
                to={`/dashboard/upload?editId=${encodeURIComponent(design.id)}`}
                className={buttonClasses('secondary')}
              >
                <Pencil className="size-4" aria-hidden="true" /> Edit Design
              </Link>
            ) : null}
            <Button variant="primary" loading={busy} onClick={() => review('approve')}>
              Approve
            </Button>
            <Button variant="danger" loading={busy} onClick={() => review('reject')}>
              Reject
            </Button>
          </>
        ) : (
          <>
            <Button variant="secondary" onClick={() => setEditing(true)}>
              <Pencil className="size-4" aria-hidden="true" /> Edit Prices
            </Button>
            {design.colorVariants.length > 0 ? (
              <Button variant="secondary" onClick={onOpenColors}>
                <Palette className="size-4" aria-hidden="true" /> Color Discounts
              </Button>
            ) : null}
            {design.status === 'approved' ? (
              <Button variant="danger" loading={busy} onClick={() => review('revoke')}>
                Revoke Approval
              </Button>
            ) : (
              <Button variant="primary" loading={busy} onClick={() => review('approve')}>
                Approve
              </Button>
            )}
          </>
        )}
      </DialogFooter>
      {editError &&
      ![
        'title',
        'description',
        'price',
        'discountPrice',
        'deliveryPrice',
        'saleEndTime',
        'colorPrices',
        'colorDiscounts',
      ].includes(editError.field) ? (
        <FieldError className="mt-3">{editError.message}</FieldError>
      ) : null}
    </DialogContent>
  );
}
