import {
  UPLOAD_HISTORY_TABS,
  type SellerDesign,
  type SellerDesignsResponse,
  type UploadHistoryTab,
} from '@campus-threads/contract';

export const TAB_LABELS: Record<UploadHistoryTab, string> = {
  all: 'All',
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
};

/** A tab from the address (?tab=), or All. */
export function parseTab(value: string | null): UploadHistoryTab {
  return (UPLOAD_HISTORY_TABS as readonly string[]).includes(value ?? '')
    ? (value as UploadHistoryTab)
    : 'all';
}

/** The designs a tab shows, in the server's order (newest first). */
export function designsForTab(
  designs: readonly SellerDesign[],
  tab: UploadHistoryTab,
): SellerDesign[] {
  return tab === 'all' ? [...designs] : designs.filter((d) => d.status === tab);
}

/** Each tab's count: the server's, or counted from the list when it sent none. */
export function tabCounts(
  response: Pick<SellerDesignsResponse, 'designs'> & { counts?: SellerDesignsResponse['counts'] },
): Record<UploadHistoryTab, number> {
  if (response.counts) return response.counts;
  const counts = { all: response.designs.length, pending: 0, approved: 0, rejected: 0 };
  for (const design of response.designs) counts[design.status] += 1;
  return counts;
}

/** The admin's remark for the seller; red when rejected, green otherwise (spec §2). */
export function designRemark(
  design: Pick<SellerDesign, 'sellerRemarks' | 'adminRemarks' | 'status'>,
): {
  text: string;
  tone: 'danger' | 'success';
} | null {
  const text = (design.sellerRemarks ?? design.adminRemarks ?? '').trim();
  if (!text) return null;
  return { text, tone: design.status === 'rejected' ? 'danger' : 'success' };
}

/** Hostel, university (with department) or event: what a themed design is for. */
export function designPlace(
  design: Pick<SellerDesign, 'category' | 'additionalInfo'>,
): string | null {
  const info = design.additionalInfo;
  if (!info) return null;
  if (design.category === 'hostel')
    return [info.hostelName, info.universityName].filter(Boolean).join(' · ') || null;
  if (design.category === 'university')
    return [info.universityName, info.departmentName].filter(Boolean).join(' · ') || null;
  if (design.category === 'event') return info.eventName;
  return null;
}

/** Casual designs need no proof; the others must have one. */
export function needsProof(design: Pick<SellerDesign, 'category'>): boolean {
  return design.category !== 'casual';
}

/** Designs per page of the grid. */
export const HISTORY_PAGE_SIZE = 12;

/** One page of a list (pages from 1; a page past the end shows the last one). */
export function pageOf<T>(
  items: readonly T[],
  page: number,
  size: number = HISTORY_PAGE_SIZE,
): { items: T[]; page: number; totalPages: number } {
  const totalPages = Math.max(1, Math.ceil(items.length / size));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: items.slice((current - 1) * size, current * size), page: current, totalPages };
}
