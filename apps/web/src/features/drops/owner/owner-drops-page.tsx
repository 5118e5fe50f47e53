/** /dashboard/drops (placeholder until built). */
export function OwnerDropsPage() {
  return null;
}
