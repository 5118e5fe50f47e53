/** /drop/:slug (placeholder until built). */
export function DropPage() {
  return null;
}
