import type { ShopCollection } from '@campus-threads/contract';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { CollectionArt } from './collection-art';

type Tile = { id: ShopCollection; title: string; blurb: string; bg: string; to: string };

/** CASUAL goes straight to its category; the others will open the credential dialog (later). */
export const COLLECTION_TILES: Tile[] = [
  { id: 'casual', title: 'CASUAL', blurb: 'Everyday tees in 24 themes', bg: 'from-saffron-500 to-saffron-700', to: '/category/casual' },
  { id: 'hostel', title: 'HOSTEL', blurb: 'Rep your block and your wing', bg: 'from-indigo-600 to-blue-900', to: '/credential/hostel' },
  { id: 'university', title: 'UNIVERSITY', blurb: 'Department and campus merch', bg: 'from-emerald-600 to-teal-800', to: '/credential/university' },
  { id: 'event', title: 'EVENT', blurb: 'Fests, farewells and matches', bg: 'from-fuchsia-600 to-rose-700', to: '/credential/event' },
  { id: 'accessories', title: 'ACCESSORIES', blurb: 'Bottles, bags, badges and more', bg: 'from-violet-600 to-purple-900', to: '/credential/accessories' },
];

export function CollectionTiles({ highlighted }: { highlighted?: ShopCollection | null }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
      {COLLECTION_TILES.map((tile, index) => (
        <li key={tile.id} className={cn(index < 2 ? 'lg:col-span-3' : 'lg:col-span-2')}>
          <Link
            to={tile.to}
            id={`collection-${tile.id}`}
            aria-label={`${tile.title} collection: ${tile.blurb}`}
            className={cn(
              'group relative flex h-56 overflow-hidden rounded-2xl bg-gradient-to-br p-6 text-white shadow-card transition-transform duration-300 hover:-translate-y-1 hover:shadow-pop sm:h-64',
              tile.bg,
              highlighted === tile.id && 'ring-4 ring-saffron-400 ring-offset-4',
            )}
          >
            <div className="relative z-10 flex flex-col">
              <span className="text-2xl font-extrabold tracking-tight sm:text-3xl">{tile.title}</span>
              <span className="mt-1 max-w-[14rem] text-sm text-white/80">{tile.blurb}</span>
              <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold">
                Explore
                <ArrowUpRight className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5" aria-hidden="true" />
              </span>
            </div>
            <div className="absolute right-0 bottom-0 h-40 w-48 opacity-90 transition-transform duration-500 group-hover:scale-105 sm:h-48 sm:w-60">
              <CollectionArt collection={tile.id} />
            </div>
          </Link>
        </li>
      ))}
    </ul>
  );
}
