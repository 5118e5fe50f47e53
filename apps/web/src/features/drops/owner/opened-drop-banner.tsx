import { DROP_OWNER_MESSAGES, dropPath, type Drop } from '@campus-threads/contract';
import { CheckCircle2, Copy, Share2, X } from 'lucide-react';
import { Link } from 'react-router';
import { canShare, shareDrop } from '../share-drop';
import { Button } from '@/components/ui/button';

/** What the form hands the list after opening a drop (router state): the link to share. */
export type OpenedDrop = Pick<Drop, 'slug' | 'title'>;

/** Reads the opened drop from the router's state, if the form put one there. */
export function openedDropOf(state: unknown): OpenedDrop | null {
  const opened = (state as { opened?: Partial<OpenedDrop> } | null)?.opened;
  return typeof opened?.slug === 'string' && typeof opened.title === 'string'
    ? { slug: opened.slug, title: opened.title }
    : null;
}

/** The drop just opened, with its link and Share / Copy link, at the top of the owner's list. */
export function OpenedDropBanner({ drop, onClose }: { drop: OpenedDrop; onClose: () => void }) {
  const share = canShare();
  const url = `${window.location.origin}${dropPath(drop.slug)}`;
  return (
    <section
      aria-labelledby="opened-drop"
      className="relative rounded-2xl border border-success-500/30 bg-success-50 p-4 pr-12 sm:p-5 sm:pr-12"
    >
      <h2 id="opened-drop" className="flex items-center gap-2 font-semibold text-ink-900">
        <CheckCircle2 className="size-5 shrink-0 text-success-600" aria-hidden="true" />
        {DROP_OWNER_MESSAGES.openedTitle}
      </h2>
      <p className="mt-1 text-sm text-zinc-700">{DROP_OWNER_MESSAGES.openedText}</p>
      <div className="mt-3 flex flex-col gap-2 sm:flex-row sm:items-center">
        <Link
          to={dropPath(drop.slug)}
          className="min-w-0 rounded-lg border border-zinc-200 bg-white px-3 py-2 text-sm font-medium break-all text-saffron-700 sm:flex-1"
          data-share-link
        >
          {url}
        </Link>
        <Button variant="dark" size="sm" onClick={() => void shareDrop(drop)}>
          {share ? (
            <Share2 className="size-4" aria-hidden="true" />
          ) : (
            <Copy className="size-4" aria-hidden="true" />
          )}
          {share ? 'Share' : 'Copy link'}
        </Button>
      </div>
      <button
        type="button"
        onClick={onClose}
        aria-label="Dismiss"
        className="absolute top-3 right-3 rounded-md p-1.5 text-zinc-500 hover:bg-white hover:text-ink-900"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </section>
  );
}
