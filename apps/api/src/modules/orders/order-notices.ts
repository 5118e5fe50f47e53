/** The bell's texts for a new order (pure: the services send them). */

type Line = { title: string; quantity: number };

/** "Campus Tee" or "Campus Tee and 2 more": an order by its own first line. */
function linesSummary(lines: readonly Pick<Line, 'title'>[]): string {
  return lines.length > 1 ? `${lines[0]!.title} and ${lines.length - 1} more` : lines[0]!.title;
}

/**
 * The buyer's one notice for a payment, however many orders it made: named by its first order and
 * that order's own first item; when the cart was split between fulfillers, each order it lists is
 * named by an item of its own ("#1a2b3c4d (Campus Tee), #5e6f7a8b (Campus Mug and 1 more)").
 */
export function buyerOrderNotice(
  made: readonly { shortId: string; lines: readonly Pick<Line, 'title'>[] }[],
): string {
  const [first] = made;
  const split =
    made.length > 1
      ? ` It comes as ${made.length} orders: ${made
          .map((o) => `#${o.shortId} (${linesSummary(o.lines)})`)
          .join(', ')}.`
      : '';
  return `Your order #${first!.shortId} is placed: ${linesSummary(first!.lines)}.${split}`;
}

/**
 * The seller's news of a new order, over their own lines only: the first line's quantity and
 * title, then how many other lines (quantities of different products are never added up).
 */
export function sellerOrderNotice(shortId: string, lines: readonly Line[]): string {
  const [first, ...others] = lines;
  const more =
    others.length === 0
      ? ''
      : ` and ${others.length} more ${others.length === 1 ? 'item' : 'items'}`;
  return `New order #${shortId}: ${first!.quantity} × ${first!.title}${more}.`;
}
