import {
  DELIVERY_MESSAGES,
  DELIVERY_WEB_TEXTS,
  formatRupees,
  lineTotals,
  toPaise,
  toRupees,
  type CartLine,
  type CartResponse,
  type DeliveryQuote,
} from '@campus-threads/contract';

/** The lines as POST /api/cart/quote takes them: the choice only, the server prices it. */
export function quoteItems(lines: readonly CartLine[]) {
  return lines.map((line) => ({
    id: line.id,
    productType: line.productType,
    ...(line.productType === 'tshirt'
      ? { tshirtId: line.tshirtId ?? line.productId, size: line.size, color: line.color }
      : { accessoryId: line.accessoryId ?? line.productId }),
    quantity: line.quantity,
    wantsCustomization: line.wantsCustomization,
    customName: line.wantsCustomization ? line.customName : '',
  }));
}

/**
 * A drop's one line with the quote's delivery: the line keeps the drop's base price (the quote
 * prices the design as sold today) and takes the parcel's charge, as the server charges a joining
 * payment (docs/decisions/0049, 0066).
 */
export function dropLineDelivered(line: CartLine, quote: CartResponse): CartLine {
  const deliveryPricePaise = toPaise(quote.summary.delivery);
  const totals = lineTotals({
    unitPricePaise: toPaise(line.finalPrice),
    quantity: line.quantity,
    wantsCustomization: line.wantsCustomization,
    deliveryPricePaise,
  });
  return {
    ...line,
    deliveryPrice: toRupees(deliveryPricePaise),
    lineTotal: toRupees(totals.totalPaise),
  };
}

/**
 * The quoted lines the totals come from, by the quote's line ids (a line the quote lacks keeps
 * its own, undelivered), so the amount sent is the server's.
 */
export function quotedLines(
  lines: readonly CartLine[],
  quote: CartResponse,
  mode: 'cart' | 'buyNow' | 'drop',
): CartLine[] {
  if (mode === 'drop') return lines.map((line) => dropLineDelivered(line, quote));
  const byId = new Map(quote.items.map((line) => [line.id, line]));
  return lines.map((line) => byId.get(line.id) ?? line);
}

/** One parcel as the order summary lists it. */
export type ParcelRow = {
  key: string;
  shippedBy: string;
  zoneLabel: string;
  charge: string;
  free: boolean;
  deliversBy: string;
  /** How many of the lines travel in it, when the order has more than one parcel. */
  lineCount: number;
};

export function parcelRows(delivery: DeliveryQuote): ParcelRow[] {
  return delivery.parcels.map((parcel, index) => ({
    key: `${parcel.fulfiller}-${parcel.fulfillerName}-${index}`,
    shippedBy: DELIVERY_WEB_TEXTS.shippedBy(parcel.fulfillerName),
    zoneLabel: parcel.zoneLabel,
    charge: parcel.charge > 0 ? formatRupees(toPaise(parcel.charge)) : DELIVERY_MESSAGES.free,
    free: parcel.charge <= 0,
    deliversBy: parcel.deliversBy,
    lineCount: parcel.lineIds.length,
  }));
}

/** Where the checkout's delivery stands: it needs a PIN, is being quoted, failed, or is known. */
export type DeliveryState =
  | { status: 'needsPin' }
  | { status: 'quoting' }
  | { status: 'error'; message: string }
  | { status: 'ready'; lines: CartLine[]; delivery: DeliveryQuote | null };

export function deliveryState(input: {
  lines: readonly CartLine[];
  mode: 'cart' | 'buyNow' | 'drop';
  /** The PIN the look-up found served; null while there is none. */
  servedPin: string | null;
  quote: { data?: CartResponse; isError: boolean; isPending: boolean };
}): DeliveryState {
  const { lines, mode, servedPin, quote } = input;
  if (!servedPin) return { status: 'needsPin' };
  if (quote.isError) return { status: 'error', message: DELIVERY_WEB_TEXTS.quoteFailed };
  if (quote.isPending || !quote.data) return { status: 'quoting' };
  const problem = quote.data.delivery?.problem;
  if (problem) return { status: 'error', message: problem };
  return {
    status: 'ready',
    lines: quotedLines(lines, quote.data, mode),
    delivery: quote.data.delivery ?? null,
  };
}
