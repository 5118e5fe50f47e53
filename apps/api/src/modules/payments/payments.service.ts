import { randomBytes } from 'node:crypto';
import {
  CART_MESSAGES,
  CATALOG_MESSAGES,
  CHECKOUT_MESSAGES,
  DELIVERY_MESSAGES,
  DROP_MESSAGES,
  isAdvanceAllowed,
  MIN_PAYMENT_PAISE,
  ORDER_MESSAGES,
  orderTotals,
  PAYMENT_EXPIRY_SECONDS,
  toPaise,
  toRupees,
  type CreatePaymentInput,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
  type PaymentWebhookResponse,
  lineRefusal,
} from '@campus-threads/contract';
import { and, asc, eq, lt } from 'drizzle-orm';
import { payments, type PaymentRow } from '../../db/schema/payments';
import { AppError } from '../../lib/errors';
import type { Viewer } from '../../lib/auth-guard';
import { accessoryUnits, OutOfStockError, reserveStock } from '../accessories/accessory-stock';
import { toChoice, type CartService } from '../cart/cart.service';
import type { OrdersService } from '../orders/orders.service';
import { dropForJoining, type JoinableDrop } from '../drops/join-drop';
import { priceChoices, type Choice, type PricedChoice } from '../products/choice-pricing';
import { createPaymentStatusApplier, type PaymentStatusDeps } from './apply-payment-status';
import { toPaymentSnapshot, toSnapshotParcel, type CartChoice } from './payment-snapshot';
import type { DeliveryQuotes } from '../delivery/delivery-quotes';
import { deliverLines } from '../delivery/line-parcels';
import { PaymentProviderError, type PaymentProvider } from './providers/payment-provider';
import type { PaymentRefunds } from './payment-refunds';
import {
  heldByYouRefusal,
  liveHoldsOf,
  makeRoomForHold,
  releaseLapsedHold,
  unitsHeld,
  type Hold,
} from './stock-holds';

/** A pending payment older than this is asked about by the reconciliation job. */
export const RECONCILE_AFTER_MS = 2 * 60_000;
const RECONCILE_BATCH = 50;

export type PaymentsDeps = PaymentStatusDeps & {
  provider: PaymentProvider;
  orders: OrdersService;
  /**
   * The cart's lines (a cart payment buys them), the line a buy-now repeats (spec §4), and taking
   * bought lines out in the transaction that makes the order.
   */
  cart: Pick<CartService, 'findLineId' | 'listChoices' | 'removeLines'>;
  /** Paying back a completed payment that can make no order (docs/decisions/0030). */
  refunds: PaymentRefunds;
  /** Delivery to the buyer's PIN: where it is, and each parcel's charge and dates (decision 0066). */
  delivery: DeliveryQuotes;
  /** The shop's public address, for a provider that needs an absolute return URL. */
  publicUrl: string;
};

/** The one t-shirt line of a drop's joining payment (docs/decisions/0049), else a 422. */
function joiningItem(input: CreatePaymentInput) {
  const item = input.items?.[0];
  if (!input.dropSlug) throw new AppError('VALIDATION', DROP_MESSAGES.dropSlugRequired);
  if (!item || item.productType !== 'tshirt')
    throw new AppError('VALIDATION', DROP_MESSAGES.joinOneLine);
  return item;
}

/**
 * A drop's line costs the drop's base price, copied when it opened (no sale, no colour price);
 * the personalisation fee and delivery are the design's as usual (docs/decisions/0049).
 */
function atDropPrice<L extends PricedChoice<CartChoice>>(line: L, drop: JoinableDrop): L {
  return {
    ...line,
    basePricePaise: drop.basePricePaise,
    unitPricePaise: drop.basePricePaise,
    discountPricePaise: null,
  };
}

export function newMerchantOrderId(now: Date = new Date()): string {
  return `CT${now.getTime().toString(36).toUpperCase()}${randomBytes(6).toString('hex').toUpperCase()}`;
}

export type PaymentsService = ReturnType<typeof createPaymentsService>;

/**
 * Payments and the orders they make (DESIGN.md "Money, stock and orders"): the server prices,
 * reserves accessory stock, tells the provider its own amount, and makes the order exactly once
 * whichever of the status call, the webhook or the reconciliation job learns of the payment first.
 */
export function createPaymentsService(deps: PaymentsDeps) {
  const { db, provider, orders } = deps;

  /**
   * Brings our payment in line with the provider's answer, exactly once (apply-payment-status.ts,
   * the transitions in payment-transitions.ts): COMPLETED makes its orders, or refunds a payment
   * that can make no order; FAILED or CANCELLED gives the reserved stock back.
   */
  const applyStatus = createPaymentStatusApplier(deps);

  /** What the shopper is buying: the server cart's lines or the one buy-now item. */
  async function chosenLines(userId: string, input: CreatePaymentInput): Promise<CartChoice[]> {
    if (input.source === 'drop') return [{ ...toChoice(joiningItem(input)), cartItemId: null }];
    if (input.source === 'buyNow') {
      const item = input.items?.[0];
      if (!item) throw new AppError('VALIDATION', CART_MESSAGES.cartEmpty);
      const choice = toChoice(item);
      return [{ ...choice, cartItemId: await deps.cart.findLineId(userId, choice) }];
    }
    const choices = await deps.cart.listChoices(userId);
    if (choices.length === 0) throw new AppError('VALIDATION', CART_MESSAGES.cartEmpty);
    return choices.map(({ id, ...choice }) => ({ ...choice, cartItemId: id }));
  }

  /**
   * The shopper's earlier unpaid payments for these accessories keep their units until they settle
   * or expire (docs/decisions/0030). Before a new attempt, ask the provider about them: one the
   * shopper cancelled or failed on the provider's page gives its units back now, one they did pay
   * makes its order now. A payment still being started (its hold committed, the provider not yet
   * told: no provider id recorded) is not asked about: the provider does not know it yet and would
   * call it failed, freeing units a parallel attempt of the same shopper still holds.
   */
  async function settleOverlappingHolds(holds: readonly Hold[], choices: readonly Choice[]) {
    const wanted = accessoryUnits(choices.map((c) => ({ ...c, title: '' })));
    const overlapping = holds.filter(
      (hold) =>
        hold.providerOrderId !== null &&
        [...accessoryUnits(hold.snapshot.lines).keys()].some((id) => wanted.has(id)),
    );
    for (const hold of overlapping) await refresh({ ...hold, state: 'PENDING' });
    return overlapping.length > 0;
  }

  /**
   * The delivery details with the state the PIN is in (the buyer may correct the district, not
   * the state: a PIN on a border accepts either of its states), or a 422 on the field at fault.
   */
  async function deliveryTo(details: CreatePaymentInput['deliveryDetails']) {
    const destination = await deps.delivery.destination(details.pinCode);
    if (!destination.serviceable) {
      const message = destination.problem;
      throw new AppError('VALIDATION', message, [{ field: 'deliveryDetails.pinCode', message }]);
    }
    const { place } = destination;
    const state = place.states.find((s) => s.toLowerCase() === details.state.trim().toLowerCase());
    if (!state) {
      const message = DELIVERY_MESSAGES.stateMismatch(place.pin, place.state);
      throw new AppError('VALIDATION', message, [{ field: 'deliveryDetails.state', message }]);
    }
    return { ...details, state, district: details.district.trim() || place.district };
  }

  /** `clientIp`: the address the request came from, for the per-address cap on unpaid stock holds. */
  async function create(
    userId: string,
    input: CreatePaymentInput,
    now: Date = new Date(),
    clientIp: string | null = null,
  ): Promise<CreatePaymentResponse> {
    // The place follows the PIN: refused when unknown, not served or in another state.
    const delivery = await deliveryTo(input.deliveryDetails);

    let choices = await chosenLines(userId, input);
    const drop =
      input.source === 'drop' ? await dropForJoining(db, input.dropSlug!, choices[0]!, now) : null;
    if (drop) {
      if (input.isPartialPaymentAllowed)
        throw new AppError('VALIDATION', DROP_MESSAGES.noAdvance, [
          { field: 'isPartialPaymentAllowed', message: DROP_MESSAGES.noAdvance },
        ]);
      // A drop's t-shirts carry no name: the page offers none and the sizes CSV has no column
      // for one (decision 0054).
      if (choices.some((c) => c.wantsCustomization))
        throw new AppError('VALIDATION', DROP_MESSAGES.noName, [
          { field: 'items.0.wantsCustomization', message: DROP_MESSAGES.noName },
        ]);
      choices = choices.map((c) => ({ ...c, size: drop.size, color: drop.color }));
    }
    let holds = await liveHoldsOf(db, userId, now);
    if (await settleOverlappingHolds(holds, choices)) holds = await liveHoldsOf(db, userId, now);
    // The shopper's own live holds count as in stock for them here; if the stock then falls short
    // because of them, the refusal below says so (heldByYouRefusal).
    const priced = await priceChoices(db, choices, now, unitsHeld(holds));
    const atPrice = drop ? priced.map((line) => atDropPrice(line, drop)) : priced;
    const parcelled = await deliverLines(deps.delivery, delivery.pinCode, atPrice, now);
    // The admin narrowed where the shop delivers since the check above.
    if (!parcelled.destination.serviceable)
      throw new AppError('VALIDATION', parcelled.destination.problem);
    const lines = parcelled.lines;
    const missing = input.source !== 'cart' ? lines.find((line) => !line.title) : undefined;
    if (missing) {
      throw new AppError(
        'NOT_FOUND',
        missing.productType === 'tshirt'
          ? CATALOG_MESSAGES.tshirtNotFound
          : CATALOG_MESSAGES.accessoryNotFound,
      );
    }
    const blocked = lines.find((line) => !line.available);
    if (blocked) {
      const reason = blocked.unavailableReason ?? CART_MESSAGES.noLongerAvailable;
      throw new AppError('CONFLICT', lineRefusal(reason, blocked.title));
    }
    if (input.isPartialPaymentAllowed && !isAdvanceAllowed(lines))
      throw new AppError('VALIDATION', CHECKOUT_MESSAGES.partialNotAllowed);

    const totals = orderTotals(lines, { partial: input.isPartialPaymentAllowed });
    if (totals.payNowPaise < MIN_PAYMENT_PAISE)
      throw new AppError('VALIDATION', CHECKOUT_MESSAGES.nothingToBuy);
    // The page showed another amount (a sale ended, a price changed): the shopper must see the new one.
    if (toPaise(input.amount) !== totals.payNowPaise) {
      throw new AppError('CONFLICT', CHECKOUT_MESSAGES.amountChangedTo(totals.payNowPaise), [
        { field: 'amount', message: String(toRupees(totals.payNowPaise)) },
      ]);
    }

    const merchantOrderId = newMerchantOrderId(now);
    const snapshot = {
      ...toPaymentSnapshot(lines, totals, delivery, clientIp),
      parcels: parcelled.parcels.map(toSnapshotParcel),
      ...(drop ? { dropId: drop.id } : {}),
    };
    const payment = await db.transaction(async (tx) => {
      await makeRoomForHold(tx, { userId, ip: clientIp }, snapshot.lines, now);
      const stockReserved = await reserveStock(tx, snapshot.lines).catch((error: unknown) => {
        const heldByYou =
          error instanceof OutOfStockError ? heldByYouRefusal(holds, error, now) : null;
        throw heldByYou ? new AppError('CONFLICT', heldByYou) : error;
      });
      const [row] = await tx
        .insert(payments)
        .values({
          merchantOrderId,
          userId,
          provider: provider.name,
          amountPaise: totals.payNowPaise,
          snapshot,
          stockReserved,
          expiresAt: new Date(now.getTime() + PAYMENT_EXPIRY_SECONDS * 1000),
        })
        .returning();
      return row!;
    });

    // The simulator's page is ours: a relative address keeps the shopper on the origin they use
    // (their token lives in that origin's storage). An outside provider needs an absolute one.
    const callbackPath = `/payment-callback?merchantOrderId=${merchantOrderId}&transactionId=${merchantOrderId}`;
    try {
      const created = await provider.createPayment({
        merchantOrderId,
        amountPaise: totals.payNowPaise,
        redirectUrl:
          provider.name === 'simulator' ? callbackPath : new URL(callbackPath, deps.publicUrl).href,
        expireAfterSeconds: PAYMENT_EXPIRY_SECONDS,
        meta: { userId },
      });
      await db
        .update(payments)
        .set({ providerOrderId: created.providerOrderId })
        .where(eq(payments.id, payment.id));
      return {
        success: true,
        message: 'Payment initiated',
        merchantOrderId,
        merchantTransactionId: merchantOrderId,
        transactionId: merchantOrderId,
        redirectUrl: created.redirectUrl,
        amount: toRupees(totals.payNowPaise),
      };
    } catch (error) {
      deps.log?.error({ err: error, merchantOrderId }, 'payment provider refused a new payment');
      await applyStatus(
        payment.id,
        { state: 'FAILED', amountPaise: payment.amountPaise, providerTransactionId: null },
        now,
      );
      throw new AppError('UNAVAILABLE', CHECKOUT_MESSAGES.gatewayError);
    }
  }

  /** Asks the provider about a payment and applies the answer; a provider outage reads as PENDING. */
  async function refresh(
    payment: Pick<PaymentRow, 'id' | 'state' | 'merchantOrderId'>,
    now: Date = new Date(),
  ) {
    if (payment.state !== 'PENDING')
      return applyStatus(
        payment.id,
        { state: 'PENDING', amountPaise: 0, providerTransactionId: null },
        now,
      );
    try {
      return await applyStatus(payment.id, await provider.getStatus(payment.merchantOrderId), now);
    } catch (error) {
      if (error instanceof PaymentProviderError) {
        deps.log?.warn(
          { err: error, merchantOrderId: payment.merchantOrderId },
          'payment status unavailable',
        );
        return { state: 'PENDING' as const, orderId: null, orderIds: [] };
      }
      throw error;
    }
  }

  async function findOwned(
    merchantOrderId: string,
    viewer: NonNullable<Viewer>,
  ): Promise<PaymentRow> {
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, merchantOrderId))
      .limit(1);
    if (!payment || (payment.userId !== viewer.id && !viewer.isAdmin))
      throw new AppError('NOT_FOUND', ORDER_MESSAGES.paymentNotFound);
    return payment;
  }

  /** POST /payments/status/{id}: the browser asks; the provider answers. */
  async function checkStatus(
    merchantOrderId: string,
    viewer: NonNullable<Viewer>,
  ): Promise<PaymentStatusResponse> {
    const payment = await findOwned(merchantOrderId, viewer);
    const { state, orderIds } = await refresh(payment);
    // One order per fulfiller (decision 0016), the shop's first.
    const paid = await orders.getByIds(orderIds);
    const message =
      state === 'REFUNDED'
        ? ((await deps.refunds.unfulfilledPaymentNotice(payment.id)) ??
          ORDER_MESSAGES.paymentVerificationFailed)
        : state === 'COMPLETED'
          ? 'Payment successful'
          : state === 'FAILED' || state === 'CANCELLED'
            ? CHECKOUT_MESSAGES.paymentFailed
            : state === 'PENDING'
              ? ORDER_MESSAGES.stillPending
              : ORDER_MESSAGES.paymentVerificationFailed;
    return {
      success: state === 'COMPLETED',
      state,
      message,
      merchantOrderId,
      transactionId: payment.providerTransactionId,
      order: paid[0] ?? null,
      orders: paid,
    };
  }

  /** A provider's server-to-server callback: authentic ones trigger a status check, never trust the body. */
  async function handleWebhook(
    providerName: string,
    headers: Record<string, string | undefined>,
    rawBody: string,
  ): Promise<PaymentWebhookResponse> {
    if (providerName !== provider.name) throw new AppError('NOT_FOUND', 'Unknown payment provider');
    const event = await provider.verifyCallback({ headers, rawBody });
    if (!event) throw new AppError('UNAUTHORIZED', 'Invalid callback signature');
    const [payment] = await db
      .select()
      .from(payments)
      .where(eq(payments.merchantOrderId, event.merchantOrderId))
      .limit(1);
    if (!payment) return { received: true, state: null };
    const { state } = await refresh(payment);
    return { received: true, state };
  }

  /** Settles pending payments the browser never came back for. Returns how many changed state. */
  async function reconcile(now: Date = new Date()): Promise<number> {
    const stale = await db
      .select()
      .from(payments)
      .where(
        and(
          eq(payments.state, 'PENDING'),
          lt(payments.createdAt, new Date(now.getTime() - RECONCILE_AFTER_MS)),
        ),
      )
      .orderBy(asc(payments.createdAt))
      .limit(RECONCILE_BATCH);
    let changed = 0;
    for (const payment of stale) {
      const { state } = await refresh(payment, now);
      if (state !== 'PENDING') changed += 1;
      // Past its timeout and still unpaid as far as we can tell (the provider says PENDING or
      // cannot be reached): the hold ends; paid later, its goods are still owed (applyStatus).
      else if (payment.stockReserved && payment.expiresAt <= now)
        await releaseLapsedHold(db, payment.id, now);
    }
    return changed;
  }

  return {
    providerName: provider.name,
    create,
    applyStatus,
    checkStatus,
    handleWebhook,
    reconcile,
    findOwned,
  };
}
