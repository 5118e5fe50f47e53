import { CATALOG_MESSAGES } from '@campus-threads/contract';
import { notify } from './notify';

/** Device share sheet when there is one, else copy the link (spec: storefront §2, §8). */
export async function shareLink(path: string, title: string): Promise<void> {
  const url = `${window.location.origin}${path}`;
  try {
    if (typeof navigator.share === 'function') {
      await navigator.share({ title, url });
      return;
    }
    await navigator.clipboard.writeText(url);
    notify.success(CATALOG_MESSAGES.linkCopied);
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') return; // closed the share sheet
    notify.error(CATALOG_MESSAGES.shareFailed);
  }
}
