import { PackageCheck, RotateCcw, ShieldCheck } from 'lucide-react';

const BADGES = [
  { icon: ShieldCheck, title: 'Secure payment', detail: 'Paid on the provider’s page' },
  { icon: PackageCheck, title: 'Printed to order', detail: 'Processed within 24 hours' },
  { icon: RotateCcw, title: 'Easy returns', detail: 'On damaged or defective items' },
];

/** Reassurance under Place Order (spec: buy-now §2 "trust badges"). */
export function TrustBadges() {
  return (
    <ul className="grid grid-cols-3 gap-2 text-center">
      {BADGES.map(({ icon: Icon, title, detail }) => (
        <li
          key={title}
          className="flex flex-col items-center gap-1 rounded-lg bg-zinc-50 px-2 py-3"
        >
          <Icon className="size-5 text-saffron-600" aria-hidden="true" />
          <span className="text-xs font-semibold text-ink-900">{title}</span>
          <span className="text-[0.6875rem] leading-tight text-zinc-500">{detail}</span>
        </li>
      ))}
    </ul>
  );
}
