import type { Tshirt } from '@campus-threads/contract';
import { api } from '@/lib/api-client';
import { withDesignRetry, type DesignWriteBody } from './create-design';

/**
 * PUT /api/tshirts/{id}: the wizard with `?editId=`, same body as a create. A seller's edit sends
 * the design back to review (docs/decisions/0017).
 */
export function updateDesign(id: string, body: DesignWriteBody): Promise<Tshirt> {
  return withDesignRetry(() => api.put<Tshirt>(`tshirts/${encodeURIComponent(id)}`, body));
}
