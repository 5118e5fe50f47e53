import { SIZE_GUIDE } from '@campus-threads/contract';
import { Sheet, SheetContent } from '@/components/ui/sheet';

/** Size guide in inches (spec: storefront §2). */
export function SizeGuideSheet({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent look="panel" title="Size guide" closeLabel="Close size guide">
        <div className="px-5 py-5">
          <p className="text-sm text-zinc-600">
            Measurements of the garment laid flat, in inches. Between two sizes? Pick the larger one
            for a relaxed fit.
          </p>
          <table className="mt-5 w-full text-left text-sm">
            <caption className="sr-only">T-shirt measurements in inches</caption>
            <thead>
              <tr className="border-b border-zinc-200 text-xs tracking-wider text-zinc-500 uppercase">
                <th scope="col" className="py-2.5 pr-2 font-semibold">
                  Size
                </th>
                <th scope="col" className="px-2 py-2.5 text-right font-semibold">
                  Chest
                </th>
                <th scope="col" className="px-2 py-2.5 text-right font-semibold">
                  Length
                </th>
                <th scope="col" className="py-2.5 pl-2 text-right font-semibold">
                  Sleeve
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-zinc-100 tabular-nums">
              {SIZE_GUIDE.map((row) => (
                <tr key={row.size}>
                  <td className="py-3 pr-2 font-semibold text-ink-900">{row.size}</td>
                  <td className="px-2 py-3 text-right text-zinc-700">{row.chest}</td>
                  <td className="px-2 py-3 text-right text-zinc-700">{row.length}</td>
                  <td className="py-3 pl-2 text-right text-zinc-700">{row.sleeve}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <dl className="mt-6 space-y-3 rounded-xl bg-zinc-50 p-4 text-sm text-zinc-600">
            <div>
              <dt className="font-semibold text-ink-900">Chest</dt>
              <dd>Across the chest, armpit to armpit, times two.</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">Length</dt>
              <dd>From the highest point of the shoulder to the hem.</dd>
            </div>
            <div>
              <dt className="font-semibold text-ink-900">Sleeve</dt>
              <dd>From the shoulder seam to the sleeve opening.</dd>
            </div>
          </dl>
        </div>
      </SheetContent>
    </Sheet>
  );
}
