import type { Tshirt } from '@campus-threads/contract';
import { GRID } from '@/components/product/product-grid';
import { cn } from '@/lib/cn';
import { ProductCard } from './product-card';

/**
 * The first card's image is the page's largest paint: it loads at once, first (the server
 * preloads it too). The others load lazily at low priority, so they do not compete with it.
 */
const EAGER_CARDS = 1;

type ProductGridProps = { tshirts: Tshirt[]; dimmed?: boolean; className?: string };

/** 2 columns on a phone, 3 on a tablet, 4 on a desktop. */
export function ProductGrid({ tshirts, dimmed = false, className }: ProductGridProps) {
  // The cards' titles are <h3>s: a hidden <h2> keeps the outline in order under the page's <h1>.
  return (
    <>
      <h2 className="sr-only">Designs</h2>
      <ul
        className={cn(GRID, 'transition-opacity', dimmed && 'opacity-60', className)}
        aria-busy={dimmed || undefined}
      >
        {tshirts.map((tshirt, index) => (
          <li key={tshirt.id ?? index}>
            <ProductCard tshirt={tshirt} priority={index < EAGER_CARDS} />
          </li>
        ))}
      </ul>
    </>
  );
}
