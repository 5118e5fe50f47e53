/** How much of the five-star row a rating fills, in percent: 4.4 → 88. */
export function starsFillPercent(rating: number): number {
  const clamped = Number.isFinite(rating) ? Math.min(5, Math.max(0, rating)) : 0;
  return Math.round(clamped * 20 * 10) / 10;
}
