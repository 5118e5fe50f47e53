import { REVIEW_LIMITS, REVIEW_MESSAGES } from '@campus-threads/contract';
import { imageFileProblem } from '@/components/upload/image-file';

type PickedFile = Pick<File, 'name' | 'type' | 'size'>;

/**
 * Adds picked photos to a review's: a file of the wrong type or size refuses the pick with the
 * upload texts; past REVIEW_LIMITS.photosMax the first ones that fit are kept and the rest refused.
 */
export function addReviewPhotos<T extends PickedFile>(
  current: readonly T[],
  picked: readonly T[],
): { photos: T[]; error: string | null } {
  const problem = picked.map(imageFileProblem).find((p) => p !== null);
  if (problem) return { photos: [...current], error: problem };
  const room = Math.max(0, REVIEW_LIMITS.photosMax - current.length);
  return {
    photos: [...current, ...picked.slice(0, room)],
    error: picked.length > room ? REVIEW_MESSAGES.tooManyPhotos : null,
  };
}
