import { DROP_OWNER_MESSAGES, dropPath, type Drop } from '@campus-threads/contract';
import { notify } from '@/lib/notify';

/** Whether this device has a share sheet (phones): the button then says Share, else Copy link. */
export function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * The drop's public link to the device's share sheet when there is one, else to the clipboard
 * with a toast. Closing the share sheet is no failure.
 */
export async function shareDrop(drop: Pick<Drop, 'slug' | 'title'>): Promise<void> {
  const url = `${window.location.origin}${dropPath(drop.slug)}`;
  try {
    if (canShare()) {
      await navigator.share({
        title: drop.title,
        text: DROP_OWNER_MESSAGES.shareText(drop.title),
        url,
      });
      return;
    }
    await navigator.clipboard.writeText(url);
    notify.success(DROP_OWNER_MESSAGES.linkCopied);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    notify.error(DROP_OWNER_MESSAGES.copyFailed);
  }
}
