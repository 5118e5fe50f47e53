import { formatRupees, toPaise, type CartLine } from '@campus-threads/contract';
import { LineThumb } from '@/components/product/line-thumb';

/** The lines being bought, compact, for the order summary. */
export function OrderLines({ lines }: { lines: readonly CartLine[] }) {
  return (
    <ul className="divide-y divide-zinc-100">
      {lines.map((line) => (
        <li key={line.id} className="flex gap-3 py-3 first:pt-0" data-testid="checkout-line">
          <LineThumb src={line.imageUrl} alt="" className="w-14 sm:w-14" />
          <div className="min-w-0 flex-1 text-sm">
            <p className="line-clamp-2 font-medium text-ink-900">{line.title}</p>
            <p className="text-zinc-500">
              {[line.size && `Size ${line.size}`, line.color, `Qty ${line.quantity}`]
                .filter(Boolean)
                .join(' · ')}
            </p>
            {line.wantsCustomization ? (
              <p className="text-zinc-500">Name: {line.customName}</p>
            ) : null}
            {!line.available ? (
              <p className="font-semibold text-danger-600">{line.unavailableReason}</p>
            ) : null}
          </div>
          <span className="text-sm font-semibold text-ink-900 tabular-nums">
            {formatRupees(toPaise(line.lineTotal))}
          </span>
        </li>
      ))}
    </ul>
  );
}
