import type { DropListItem } from '@campus-threads/contract';
import { Ban, Copy, Download, Share2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { downloadDropSizes } from '../api/download-drop-sizes';
import { canShare, shareDrop } from '../share-drop';

/** Whether the drop can still be cancelled: open and before its deadline (the server's rule). */
export function isCancellable(drop: Pick<DropListItem, 'status' | 'deadline'>, now: number) {
  return drop.status === 'open' && new Date(drop.deadline).getTime() > now;
}

/**
 * A drop's buttons on the owner's and the admin's lists: share its link, download its size tally
 * CSV, and Cancel while it can still be cancelled (`onCancel` opens the screen's dialog).
 */
export function DropActions({
  drop,
  now,
  onCancel,
}: {
  drop: DropListItem;
  now: number;
  onCancel: (drop: DropListItem) => void;
}) {
  const [downloading, setDownloading] = useState(false);
  const share = canShare();
  const ShareIcon = share ? Share2 : Copy;
  return (
    <>
      <Button variant="secondary" size="sm" onClick={() => void shareDrop(drop)}>
        <ShareIcon className="size-4" aria-hidden="true" /> {share ? 'Share' : 'Copy link'}
      </Button>
      <Button
        variant="secondary"
        size="sm"
        loading={downloading}
        onClick={async () => {
          setDownloading(true);
          await downloadDropSizes(drop);
          setDownloading(false);
        }}
      >
        {downloading ? null : <Download className="size-4" aria-hidden="true" />} Download sizes CSV
      </Button>
      {isCancellable(drop, now) ? (
        <Button
          variant="ghost"
          size="sm"
          className="text-danger-700 hover:bg-danger-50"
          onClick={() => onCancel(drop)}
        >
          <Ban className="size-4" aria-hidden="true" /> Cancel drop
        </Button>
      ) : null}
    </>
  );
}
