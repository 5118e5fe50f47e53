import { DROP_OWNER_MESSAGES, dropSizesFileName, type Drop } from '@campus-threads/contract';
import { api } from '@/lib/api-client';
import { errorMessage } from '@/lib/api-errors';
import { notify } from '@/lib/notify';

/**
 * GET /api/drops/{id}/sizes.csv (its owner or an admin): the size tally and one row per buyer,
 * fetched with the bearer token and saved as `drop-sizes_{slug}.csv`; a toast either way.
 */
export async function downloadDropSizes(drop: Pick<Drop, '_id' | 'slug'>): Promise<void> {
  try {
    await api.download(`drops/${encodeURIComponent(drop._id)}/sizes.csv`, {
      accept: 'text/csv',
      fileName: dropSizesFileName(drop.slug),
    });
    notify.success(DROP_OWNER_MESSAGES.sizesDownloaded);
  } catch (error) {
    notify.error(`${DROP_OWNER_MESSAGES.sizesFailed}: ${errorMessage(error, 'please try again')}`);
  }
}
