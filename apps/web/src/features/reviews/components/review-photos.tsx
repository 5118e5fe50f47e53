import { REVIEW_SCREEN_TEXTS as T } from '@campus-threads/contract';
import { Suspense, lazy, useState } from 'react';

const loadViewer = () => import('./photo-viewer');
const PhotoViewer = lazy(() => loadViewer().then((m) => ({ default: m.PhotoViewer })));

type Photo = { url: string; thumbnailUrl: string };

/** A review's photos as thumbnails; each opens the full image in a dialog. */
export function ReviewPhotos({ photos, author }: { photos: readonly Photo[]; author: string }) {
  const [open, setOpen] = useState<number | null>(null);
  const [used, setUsed] = useState(false);
  if (photos.length === 0) return null;
  return (
    <>
      <ul className="mt-3 flex flex-wrap gap-2" aria-label={T.photos}>
        {photos.map((photo, i) => (
          <li key={photo.url}>
            <button
              type="button"
              onClick={() => {
                setUsed(true);
                setOpen(i);
              }}
              onPointerEnter={() => void loadViewer()}
              aria-label={T.photoOpen(i + 1)}
              aria-haspopup="dialog"
              className="block size-20 cursor-zoom-in overflow-hidden rounded-lg border border-zinc-200 bg-zinc-100 hover:opacity-90 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-saffron-500"
            >
              <img
                src={photo.thumbnailUrl}
                alt=""
                width={80}
                height={80}
                loading="lazy"
                decoding="async"
                className="size-full object-cover"
              />
            </button>
          </li>
        ))}
      </ul>
      {used ? (
        <Suspense fallback={null}>
          <PhotoViewer
            photo={open === null ? null : (photos[open] ?? null)}
            title={T.photoAlt(author, (open ?? 0) + 1)}
            onClose={() => setOpen(null)}
          />
        </Suspense>
      ) : null}
    </>
  );
}
