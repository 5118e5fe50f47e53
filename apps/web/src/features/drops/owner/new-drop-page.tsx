/** /dashboard/drops/new?design= (placeholder until built). */
export function NewDropPage() {
  return null;
}
