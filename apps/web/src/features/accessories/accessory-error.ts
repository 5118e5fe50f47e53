import { isApiRequestError } from '@/lib/api-errors';

/**
 * The toast for a failed edit or delete: a 403 is the server's own words ('You can only edit
 * your own accessories'); anything else is the spec's 'Failed to … accessory: {message}'.
 */
export function accessoryWriteError(error: unknown, fallback: (message: string) => string): string {
  const message = error instanceof Error ? error.message : String(error);
  if (isApiRequestError(error) && error.status === 403) return error.serverMessage ?? message;
  return fallback(message);
}
