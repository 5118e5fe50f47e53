import {
  addToCartSchema,
  CART_LINE_MAX,
  CART_MESSAGES,
  cartSummary,
  CATALOG_MESSAGES,
  isSameCartChoice,
  lineTotals,
  toRupees,
  type AddToCartInput,
  type CartLine,
  type CartResponse,
  type CartChoiceFields,
} from '@campus-threads/contract';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { cartItems, type CartItemRow } from '../../db/schema/cart';
import { AppError } from '../../lib/errors';
import { thumbnailUrl } from '../../lib/file-urls';
import { isUuid } from '../../lib/ids';
import { deliverLines, toDeliveryQuote } from '../delivery/line-parcels';
import type { DeliveryQuotes } from '../delivery/delivery-quotes';
import { priceChoices, type Choice, type PricedChoice } from '../products/choice-pricing';

/** The choice an add-to-cart names, in the stored form (no prices). */
export function toChoice(input: AddToCartInput): Choice {
  if (input.productType === 'tshirt') {
    return {
      productType: 'tshirt',
      designId: input.tshirtId ?? null,
      accessoryId: null,
      size: input.size ?? null,
      color: input.color ?? null,
      quantity: input.quantity,
      wantsCustomization: input.wantsCustomization,
      customName: input.wantsCustomization ? input.customName : '',
    };
  }
  return {
    productType: 'accessory',
    designId: null,
    accessoryId: input.accessoryId ?? null,
    size: null,
    color: null,
    quantity: input.quantity,
    wantsCustomization: false,
    customName: '',
  };
}

export function toCartLine(line: PricedChoice<Choice & { id: string }>): CartLine {
  const totals = lineTotals(line);
  const productId = (line.productType === 'tshirt' ? line.designId : line.accessoryId) ?? '';
  return {
    id: line.id,
    productId,
    productType: line.productType,
    ...(line.productType === 'tshirt' ? { tshirtId: productId } : { accessoryId: productId }),
    title: line.title,
    imageUrl: line.imageKey ? thumbnailUrl(line.imageKey) : null,
    quantity: line.quantity,
    size: line.size,
    color: line.color,
    wantsCustomization: line.wantsCustomization,
    customizableParts: line.customizableParts,
    customName: line.customName,
    price: toRupees(line.basePricePaise),
    finalPrice: toRupees(line.unitPricePaise),
    discountPrice: line.discountPricePaise === null ? null : toRupees(line.discountPricePaise),
    invalidDiscount: line.invalidDiscount,
    deliveryPrice: toRupees(line.deliveryPricePaise),
    customizationPrice: toRupees(totals.customizationPaise),
    lineTotal: toRupees(totals.totalPaise),
    allowPartialPayment: line.allowPartialPayment,
    available: line.available,
    unavailableReason: line.unavailableReason,
    stock: line.stock,
  };
}

/** A choice in the contract's terms, for comparing two choices. */
function choiceFields(choice: Choice): CartChoiceFields {
  return {
    ...choice,
    productId: (choice.productType === 'tshirt' ? choice.designId : choice.accessoryId) ?? '',
  };
}

/** A stored cart line as a choice to price. */
export function rowChoice(row: CartItemRow): Choice & { id: string } {
  return {
    id: row.id,
    productType: row.productType as Choice['productType'],
    designId: row.designId,
    accessoryId: row.accessoryId,
    size: row.size,
    color: row.color,
    quantity: row.quantity,
    wantsCustomization: row.wantsCustomization,
    customName: row.customName,
  };
}

/** A line that failed validation: priced as a product that is gone (nothing is looked up). */
function invalidChoice(item: Record<string, unknown>): Choice {
  return {
    productType: item.productType === 'accessory' ? 'accessory' : 'tshirt',
    designId: null,
    accessoryId: null,
    size: null,
    color: null,
    quantity:
      typeof item.quantity === 'number' && Number.isInteger(item.quantity) && item.quantity > 0
        ? Math.min(item.quantity, CART_LINE_MAX)
        : 1,
    wantsCustomization: false,
    customName: '',
  };
}

export type CartService = ReturnType<typeof createCartService>;

/** The signed-in shopper's cart; every rule checks the line belongs to the caller. */
export function createCartService(db: Db, deps: { delivery: DeliveryQuotes }) {
  async function listRows(userId: string) {
    return db
      .select()
      .from(cartItems)
      .where(eq(cartItems.userId, userId))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id));
  }

  /**
   * The cart priced now: three statements (lines, designs, accessories) whatever its size. A line
   * whose product is gone keeps the name and picture it was added with (docs/decisions/0034).
   */
  async function getCart(userId: string, now: Date = new Date()): Promise<CartResponse> {
    const rows = await listRows(userId);
    const priced = (await priceChoices(db, rows.map(rowChoice), now)).map((line, i) =>
      line.title
        ? line
        : { ...line, title: rows[i]!.productTitle, imageKey: rows[i]!.productImageKey },
    );
    return { items: priced.map(toCartLine), summary: cartSummary(priced) };
  }

  /** Adds a choice, or more of the same choice; refuses what cannot be bought now. */
  async function addItem(userId: string, input: AddToCartInput): Promise<void> {
    const choice = toChoice(input);
    const [priced] = await priceChoices(db, [choice]);
    if (!priced!.title) {
      throw new AppError(
        'NOT_FOUND',
        choice.productType === 'tshirt'
          ? CATALOG_MESSAGES.tshirtNotFound
          : CATALOG_MESSAGES.accessoryNotFound,
      );
    }
    if (!priced!.available)
      throw new AppError('CONFLICT', priced!.unavailableReason ?? CART_MESSAGES.noLongerAvailable);

    const snapshot = { productTitle: priced!.title, productImageKey: priced!.imageKey };
    await db.transaction(async (tx) => {
      const [row] = await tx
        .insert(cartItems)
        .values({ userId, ...choice, color: choice.color, size: choice.size, ...snapshot })
        .onConflictDoUpdate({
          target: [
            cartItems.userId,
            cartItems.productType,
            cartItems.designId,
            cartItems.accessoryId,
            cartItems.size,
            cartItems.color,
            cartItems.wantsCustomization,
            cartItems.customName,
          ],
          set: {
            quantity: sql`least(${cartItems.quantity} + excluded.quantity, ${CART_LINE_MAX})`,
            ...snapshot,
          },
        })
        .returning();
      // More of an accessory than is in stock: refuse and keep the line as it was.
      if (priced!.stock !== null && row!.quantity > priced!.stock) {
        throw new AppError('CONFLICT', CART_MESSAGES.onlyLeft(priced!.stock));
      }
    });
  }

  /** The cart's lines as choices to price, oldest first, each with its line id (payments buy them). */
  async function listChoices(userId: string): Promise<(Choice & { id: string })[]> {
    return (await listRows(userId)).map(rowChoice);
  }

  /**
   * Takes bought lines out of the caller's cart, inside the caller's transaction (the one that
   * makes the order), so the order and the emptied cart land together.
   */
  async function removeLines(
    userId: string,
    lineIds: readonly string[],
    tx: Pick<Db, 'delete'> = db,
  ): Promise<void> {
    if (lineIds.length === 0) return;
    await tx
      .delete(cartItems)
      .where(and(eq(cartItems.userId, userId), inArray(cartItems.id, [...lineIds])));
  }

  /** The caller's cart line holding exactly this choice, if any (a buy-now of a carted item). */
  async function findLineId(userId: string, choice: Choice): Promise<string | null> {
    const rows = await listRows(userId);
    const wanted = choiceFields(choice);
    return rows.find((r) => isSameCartChoice(choiceFields(rowChoice(r)), wanted))?.id ?? null;
  }

  async function updateQuantity(userId: string, itemId: string, quantity: number): Promise<void> {
    const updated = isUuid(itemId)
      ? await db
          .update(cartItems)
          .set({ quantity })
          .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
          .returning({ id: cartItems.id })
      : [];
    if (updated.length === 0) throw new AppError('NOT_FOUND', CART_MESSAGES.itemNotFound);
  }

  async function removeItem(userId: string, itemId: string): Promise<void> {
    const removed = isUuid(itemId)
      ? await db
          .delete(cartItems)
          .where(and(eq(cartItems.id, itemId), eq(cartItems.userId, userId)))
          .returning({ id: cartItems.id })
      : [];
    if (removed.length === 0) throw new AppError('NOT_FOUND', CART_MESSAGES.itemNotFound);
  }

  async function clear(userId: string): Promise<void> {
    await db.delete(cartItems).where(eq(cartItems.userId, userId));
  }

  /** Adds each guest line that can still be bought; returns how many were taken. */
  async function mergeGuestCart(userId: string, items: unknown[]): Promise<number> {
    let merged = 0;
    for (const item of items) {
      const parsed = addToCartSchema.safeParse(item);
      if (!parsed.success) continue;
      try {
        await addItem(userId, parsed.data);
        merged += 1;
      } catch (error) {
        if (!(error instanceof AppError)) throw error;
      }
    }
    return merged;
  }

  /**
   * A guest's device cart priced now (no account, nothing stored). A line that does not parse
   * (an id the catalogue never had, a choice missing its size) comes back unavailable, so the
   * page can show it and offer to remove it.
   */
  async function quoteGuestCart(
    items: readonly ({ id: string } & Record<string, unknown>)[],
    pinCode?: string,
    now: Date = new Date(),
  ): Promise<CartResponse> {
    const choices = items.map((item) => {
      const parsed = addToCartSchema.safeParse(item);
      return parsed.success
        ? { ...toChoice(parsed.data), id: item.id, valid: true }
        : { ...invalidChoice(item), id: item.id, valid: false };
    });
    const priced = await priceChoices(db, choices, now);
    const lines = priced.map((line) =>
      line.valid
        ? line
        : { ...line, available: false, unavailableReason: CART_MESSAGES.invalidProductData },
    );
    if (!pinCode) return { items: lines.map(toCartLine), summary: cartSummary(lines) };
    // With the buyer's PIN: each parcel's charge spread over its lines (decision 0066).
    const delivered = await deliverLines(deps.delivery, pinCode, lines, now);
    return {
      items: delivered.lines.map(toCartLine),
      summary: cartSummary(delivered.lines),
      delivery: toDeliveryQuote(
        pinCode,
        delivered.destination,
        delivered.parcels,
        (i) => lines[i]!.id,
      ),
    };
  }

  return {
    getCart,
    addItem,
    updateQuantity,
    removeItem,
    clear,
    mergeGuestCart,
    quoteGuestCart,
    findLineId,
    listChoices,
    removeLines,
  };
}
