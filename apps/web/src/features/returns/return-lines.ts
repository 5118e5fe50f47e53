import {
  isReturnableLine,
  RETURN_MESSAGES,
  TSHIRT_SIZES,
  type OrderItem,
  type ReturnRequest,
  type ReturnType,
} from '@campus-threads/contract';
import { RETURN_TEXTS } from './return-texts';
import { sentBackByLine } from './return-view';

/**
 * Which lines of a delivered order can go back, and how many of each (docs/decisions/0052):
 * personalised lines never, accessories not for an exchange, and no more than earlier requests
 * left. Kept apart from the form's checks so the orders page reads it without zod.
 */

export type ReturnLine = Pick<
  OrderItem,
  '_id' | 'productType' | 'tshirtId' | 'size' | 'color' | 'quantity' | 'wantsCustomization'
>;

export type LineChoice = {
  line: ReturnLine;
  /** Units that may still be sent back (the line's quantity less earlier requests). */
  left: number;
  /** Why the line cannot be chosen for this kind of request, or null. */
  blocked: string | null;
  /** The sizes it may be exchanged for (the design's, less the one the buyer has). */
  sizes: readonly string[];
};

/**
 * Each line's state for the chosen type: personalised lines and lines sent back in full are
 * never choosable, accessories not for an exchange. `offeredSizes`: the sizes a t-shirt's design
 * comes in, when known (otherwise every size).
 */
export function lineChoices(
  lines: readonly ReturnLine[],
  requests: readonly Pick<ReturnRequest, 'status' | 'items'>[],
  type: ReturnType | '',
  offeredSizes: (line: ReturnLine) => readonly string[] | undefined = () => undefined,
): LineChoice[] {
  const sent = sentBackByLine(requests);
  return lines.map((line) => {
    const left = Math.max(0, line.quantity - (sent.get(line._id) ?? 0));
    const blocked = !isReturnableLine(line)
      ? RETURN_MESSAGES.personalised
      : left === 0
        ? RETURN_MESSAGES.quantityTooMany(0)
        : type === 'exchange' && line.productType !== 'tshirt'
          ? RETURN_MESSAGES.exchangeNotForAccessories
          : null;
    const sizes =
      line.productType === 'tshirt'
        ? (offeredSizes(line) ?? TSHIRT_SIZES).filter((size) => size !== line.size)
        : [];
    return { line, left, blocked, sizes };
  });
}

/**
 * A line as the dialog lists it: "Size M · Peach · Qty 2", and "· 1 can still go back" once earlier
 * requests took some of it (the buyer sees what is left, not what was bought).
 */
export function returnLineSummary(
  item: Pick<OrderItem, 'size' | 'color' | 'quantity'>,
  left: number,
): string {
  return [
    item.size ? `Size ${item.size}` : null,
    item.color,
    `Qty ${item.quantity}`,
    left > 0 && left < item.quantity ? RETURN_TEXTS.leftToSend(left) : null,
  ]
    .filter(Boolean)
    .join(' · ');
}

/** The quantities the buyer may pick for a line: 1 to what is left, never more. */
export function quantityOptions(choice: Pick<LineChoice, 'left'>): number[] {
  return Array.from({ length: Math.max(0, choice.left) }, (_, n) => n + 1);
}

/** Whether any line of the order can still be sent back (else the button is not offered). */
export function hasReturnableLine(
  lines: readonly ReturnLine[],
  requests: readonly Pick<ReturnRequest, 'status' | 'items'>[],
): boolean {
  return lineChoices(lines, requests, 'return').some((choice) => choice.blocked === null);
}

/** A line counts when it is ticked and may be chosen for the type (a blocked tick is ignored). */
export function isChosen(choice: LineChoice, values: { selected: boolean } | undefined): boolean {
  return Boolean(values?.selected) && choice.blocked === null;
}
