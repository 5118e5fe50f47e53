import {
  DELIVERY_WEB_TEXTS,
  formatRupees,
  newDropPath,
  toPaise,
  type SellerDesign,
  PROOF_DOWNLOAD_MESSAGES,
} from '@campus-threads/contract';
import { Download, FileText, Pencil, Users } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ProductImage } from '@/components/product/product-image';
import { Button, buttonClasses } from '@/components/ui/button';
import { DialogClose, DialogContent, DialogFooter } from '@/components/ui/dialog';
import { StatusPill } from '@/components/ui/status-pill';
import { cn } from '@/lib/cn';
import { downloadProof } from '@/lib/download-proof';
import { formatDateTime } from '@/lib/format-date';
import { notify } from '@/lib/notify';
import { designPlace, designRemark, needsProof } from './upload-history';

const rupees = (amount: number) => formatRupees(toPaise(amount));

function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-xs font-medium text-zinc-500">{label}</dt>
      <dd className="mt-0.5 text-sm font-medium break-words text-ink-900">{children}</dd>
    </div>
  );
}

function ProofButton({ design }: { design: SellerDesign }) {
  const [busy, setBusy] = useState(false);
  if (!design.proofFileUrl) {
    return (
      <p className="text-sm text-zinc-600">
        {needsProof(design)
          ? PROOF_DOWNLOAD_MESSAGES.missingForCredential
          : PROOF_DOWNLOAD_MESSAGES.none}
      </p>
    );
  }
  const url = design.proofFileUrl;
  return (
    <Button
      variant="secondary"
      size="sm"
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
      <Download className="size-4" aria-hidden="true" /> Download proof (PDF)
    </Button>
  );
}

/** Everything about one of the seller's designs (spec: seller-admin §2 "Upload History"). */
export function DesignDetailDialog({ design }: { design: SellerDesign }) {
  const remark = designRemark(design);
  const place = designPlace(design);
  return (
    <DialogContent
      title={design.title}
      className="max-w-3xl"
      description={`Uploaded ${formatDateTime(design.createdAt)}`}
    >
      <div className="space-y-6">
        <div className="flex flex-wrap items-center gap-2">
          <StatusPill status={design.status} />
          <span className="text-xs text-zinc-500 capitalize">
            {design.category}
            {design.subCategory ? ` · ${design.subCategory}` : ''}
          </span>
        </div>

        {remark ? (
          <div
            data-remark-tone={remark.tone}
            className={cn(
              'rounded-lg border px-3.5 py-2.5 text-sm',
              remark.tone === 'danger'
                ? 'border-danger-500/30 bg-danger-50 text-danger-700'
                : 'border-success-500/30 bg-success-50 text-success-700',
            )}
          >
            <p className="text-xs font-semibold tracking-wide uppercase">Admin remarks</p>
            <p className="mt-1 break-words">{remark.text}</p>
          </div>
        ) : null}

        <section aria-label="Images per colour" className="space-y-4">
          {design.colorVariants.map((variant) => (
            <div key={variant.color}>
              <p className="mb-2 flex items-center gap-2 text-sm font-semibold text-ink-900">
                <span
                  className="size-4 rounded-full ring-1 ring-zinc-300"
                  style={{ backgroundColor: variant.hex }}
                  aria-hidden="true"
                />
                {variant.color}
                <span className="font-normal text-zinc-500">· {variant.images.length} images</span>
              </p>
              <ul className="grid grid-cols-3 gap-2 sm:grid-cols-4">
                {variant.images.map((src, i) => (
                  <li key={src} className="aspect-[4/5] overflow-hidden rounded-lg bg-zinc-100">
                    <a href={src} target="_blank" rel="noopener noreferrer">
                      <ProductImage
                        src={variant.thumbnails[i] ?? src}
                        alt={`${variant.color}, image ${i + 1}`}
                        width={240}
                        height={300}
                      />
                    </a>
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </section>

        <dl className="grid grid-cols-2 gap-4 rounded-xl bg-zinc-50 p-4 sm:grid-cols-3">
          <Fact label="Price">{rupees(design.price)}</Fact>
          <Fact label="Discount price">
            {design.discountPrice ? rupees(design.discountPrice) : 'None'}
          </Fact>
          <Fact label="Service">
            {design.printWithTShirtBuddy ? 'Print & Delivery' : 'Self Service'}
          </Fact>
          <Fact label="Sizes">{design.sizes.join(', ') || '—'}</Fact>
          {place ? (
            <Fact
              label={
                design.category === 'event'
                  ? 'Event'
                  : design.category === 'hostel'
                    ? 'Hostel'
                    : 'University'
              }
            >
              {place}
            </Fact>
          ) : null}
          {design.colorPrices.length > 0 ? (
            <Fact label="Colour prices">
              {design.colorPrices.map((c) => `${c.color} ${rupees(c.price)}`).join(', ')}
            </Fact>
          ) : null}
        </dl>
        {design.deliveryPrice > 0 ? (
          <p className="text-xs text-zinc-500" data-testid="old-delivery-price">
            {DELIVERY_WEB_TEXTS.oldDeliveryPrice(toPaise(design.deliveryPrice))}
          </p>
        ) : null}

        {design.description ? (
          <p className="text-sm break-words whitespace-pre-line text-zinc-700">
            {design.description}
          </p>
        ) : null}

        <section className="flex flex-col gap-2 rounded-xl border border-zinc-200 p-4 sm:flex-row sm:items-center sm:justify-between">
          <p className="flex items-center gap-2 text-sm font-semibold text-ink-900">
            <FileText className="size-4 text-saffron-600" aria-hidden="true" /> Proof of authority
          </p>
          <ProofButton design={design} />
        </section>
      </div>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="secondary">Close</Button>
        </DialogClose>
        <Link
          to={`/dashboard/upload?editId=${encodeURIComponent(design.id)}`}
          className={buttonClasses('dark')}
        >
          <Pencil className="size-4" aria-hidden="true" /> Edit Design
        </Link>
        {design.status === 'approved' ? (
          <Link to={newDropPath(design.id)} className={buttonClasses('primary')}>
            <Users className="size-4" aria-hidden="true" /> Open a drop
          </Link>
        ) : null}
      </DialogFooter>
    </DialogContent>
  );
}
