import type { SellerDesign, SellerDesignsResponse, Tshirt } from '@campus-threads/contract';
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export type DesignForEdit = { design: Tshirt; proofFileUrl: string | null };

/**
 * GET /api/tshirts/{id} with the token (the seller's own pending or rejected design too). The
 * public design has no proof address, so for a hostel, university or event design the seller's
 * own list (GET /api/tshirts/seller/me/designs) supplies it; if it is not there (an admin editing
 * someone else's design), the wizard asks for the proof again.
 */
export async function getDesignForEdit(id: string, signal?: AbortSignal): Promise<DesignForEdit> {
  const design = await api.get<Tshirt & { proofFileUrl?: string | null }>(
    `tshirts/${encodeURIComponent(id)}`,
    { signal },
  );
  if (design.category === 'casual') return { design, proofFileUrl: null };
  if (design.proofFileUrl) return { design, proofFileUrl: design.proofFileUrl };
  try {
    const own = await api.get<SellerDesignsResponse>('tshirts/seller/me/designs', { signal });
    const mine: SellerDesign | undefined = own.designs.find((d) => d.id === design.id);
    return { design, proofFileUrl: mine?.proofFileUrl ?? null };
  } catch {
    return { design, proofFileUrl: null };
  }
}

export function useDesignForEdit(id: string | null) {
  return useQuery({
    queryKey: queryKeys.tshirts.edit(id ?? ''),
    queryFn: ({ signal }) => getDesignForEdit(id!, signal),
    enabled: Boolean(id),
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}
