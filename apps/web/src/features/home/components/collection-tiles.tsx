import {
  isCredentialCategory,
  type CredentialCategory,
  type ShopCollection,
} from '@campus-threads/contract';
import { ArrowUpRight } from 'lucide-react';
import { Link } from 'react-router';
import { cn } from '@/lib/cn';
import { CollectionArt } from './collection-art';

type Tile = { id: ShopCollection; title: string; blurb: string; bg: string; to: string };

/** CASUAL goes straight to its category; the others open the credential dialog. */
export const COLLECTION_TILES: Tile[] = [
  {
    id: 'casual',
    title: 'CASUAL',
    blurb: 'Everyday tees in 24 themes',
    bg: 'from-saffron-500 to-saffron-700',
    to: '/category/casual',
  },
  {
    id: 'hostel',
    title: 'HOSTEL',
    blurb: 'Rep your block and your wing',
    bg: 'from-indigo-600 to-blue-900',
    to: '/credential/hostel',
  },
  {
    id: 'university',
    title: 'UNIVERSITY',
    blurb: 'Department and campus merch',
    bg: 'from-emerald-600 to-teal-800',
    to: '/credential/university',
  },
  {
    id: 'event',
    title: 'EVENT',
    blurb: 'Fests, farewells and matches',
    bg: 'from-fuchsia-600 to-rose-700',
    to: '/credential/event',
  },
  {
    id: 'accessories',
    title: 'ACCESSORIES',
    blurb: 'Bottles, bags, badges and more',
    bg: 'from-violet-600 to-purple-900',
    to: '/credential/accessories',
  },
];

type CollectionTilesProps = {
  /** Hostel, university, event and accessories ask for credentials first. */
  onOpenCredentials: (category: CredentialCategory) => void;
  /** Pointer or focus on such a tile: a hint to fetch the dialog's code. */
  onIntent?: () => void;
};

const TILE =
  'group relative flex h-56 w-full cursor-pointer overflow-hidden rounded-2xl bg-gradient-to-br p-6 text-left text-white shadow-card transition-transform duration-300 hover:-translate-y-1 hover:shadow-pop sm:h-64';

function TileBody({ tile }: { tile: Tile }) {
  return (
    <>
      <span className="relative z-10 flex flex-col">
        <span className="text-2xl font-extrabold tracking-tight sm:text-3xl">{tile.title}</span>
        <span className="mt-1 max-w-[14rem] text-sm text-white/80">{tile.blurb}</span>
        <span className="mt-auto inline-flex items-center gap-1 text-sm font-semibold">
          Explore
          <ArrowUpRight
            className="size-4 transition-transform group-hover:translate-x-0.5 group-hover:-translate-y-0.5"
            aria-hidden="true"
          />
        </span>
      </span>
      <span className="absolute right-0 bottom-0 block h-40 w-48 opacity-90 transition-transform duration-500 group-hover:scale-105 sm:h-48 sm:w-60">
        <CollectionArt collection={tile.id} />
      </span>
    </>
  );
}

export function CollectionTiles({ onOpenCredentials, onIntent }: CollectionTilesProps) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-6">
      {COLLECTION_TILES.map((tile, index) => {
        const id = tile.id;
        const className = cn(TILE, tile.bg);
        return (
          <li key={id} className={cn(index < 2 ? 'lg:col-span-3' : 'lg:col-span-2')}>
            {isCredentialCategory(id) ? (
              <button
                type="button"
                id={`collection-${id}`}
                aria-haspopup="dialog"
                onClick={() => onOpenCredentials(id)}
                onPointerEnter={onIntent}
                onFocus={onIntent}
                className={className}
              >
                <TileBody tile={tile} />
              </button>
            ) : (
              <Link to={tile.to} id={`collection-${id}`} className={className}>
                <TileBody tile={tile} />
              </Link>
            )}
          </li>
        );
      })}
    </ul>
  );
}
