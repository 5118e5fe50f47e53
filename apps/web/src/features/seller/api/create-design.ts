import { DESIGN_CREATE_RETRY, type Tshirt } from '@campus-threads/contract';
import { api } from '@/lib/api-client';
import { isApiRequestError } from '@/lib/api-errors';

/** The spec's body for a design write: the design as a JSON string, and the proof's file key. */
export type DesignWriteBody = { data: string; proofFileUrl?: string };

export function designWriteBody(design: object, proofFileUrl: string | null): DesignWriteBody {
  return proofFileUrl
    ? { data: JSON.stringify(design), proofFileUrl }
    : { data: JSON.stringify(design) };
}

/** Worth another try: no answer (network, timeout) or a 5xx. A 4xx (422 and co.) is final. */
export function isRetryableDesignError(error: unknown): boolean {
  if (!isApiRequestError(error)) return false;
  return error.kind !== 'http' || error.status >= 500;
}

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Runs a design write up to 3 times, 2 s apart, while it fails with a network error or a 5xx
 * (spec: seller-admin §7 "Create design", DESIGN_CREATE_RETRY); any other failure is thrown at once.
 */
export async function withDesignRetry<T>(
  call: () => Promise<T>,
  sleep: (ms: number) => Promise<void> = wait,
): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await call();
    } catch (error) {
      if (attempt >= DESIGN_CREATE_RETRY.attempts || !isRetryableDesignError(error)) throw error;
      await sleep(DESIGN_CREATE_RETRY.delayMs);
    }
  }
}

/** POST /api/tshirts: a new design, stored pending (docs/decisions/0017). */
export function createDesign(body: DesignWriteBody): Promise<Tshirt> {
  return withDesignRetry(() => api.post<Tshirt>('tshirts', body));
}
