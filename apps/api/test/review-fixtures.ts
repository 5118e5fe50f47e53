import {
  toRupees,
  type AdminReview,
  type CreatedReview,
  type Order,
  type PresignResponse,
  type ProductType,
} from '@campus-threads/contract';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { apiCaller } from './api-request';
import { earningsKit } from './earnings-fixtures';
import { quotedTotalPaise, type CreatedUser } from './factories';
import { pngBytes } from './upload-fixtures';

/** A comment long enough for a review (REVIEW_LIMITS.commentMin). */
export const GOOD_COMMENT = 'Soft fabric, and the print held up after five washes.';

/**
 * What the reviews tests do again and again (docs/decisions/0052), through the real API: buy a
 * product and see it delivered, upload a review photo, write a review and moderate it.
 */
export function reviewsKit(t: { app: App; database: Database }) {
  const call = apiCaller(t);
  const { pay, deliver } = earningsKit(t);

  const teeItem = (tshirtId: string) => ({
    productType: 'tshirt',
    tshirtId,
    size: 'M',
    color: 'Black',
    quantity: 1,
  });
  const accessoryItem = (accessoryId: string) => ({
    productType: 'accessory',
    accessoryId,
    quantity: 1,
  });

  /** A paid order of one unit of `productType` `productId`, left pending. */
  async function paidOrder(
    buyer: CreatedUser,
    productType: ProductType,
    productId: string,
  ): Promise<Order> {
    const [order] = await paidOrders(buyer, [{ productType, productId }]);
    return order!;
  }

  /** One payment of a unit of each product (through the cart when several): its orders. */
  async function paidOrders(
    buyer: CreatedUser,
    products: { productType: ProductType; productId: string }[],
  ): Promise<Order[]> {
    const items = products.map((p) =>
      p.productType === 'tshirt' ? teeItem(p.productId) : accessoryItem(p.productId),
    );
    // What the items cost with their parcels' delivery, as the checkout's quote says.
    return pay(buyer, items, toRupees(await quotedTotalPaise(t.app, items)));
  }

  /** A paid order moved to delivered by the admin, step by step. */
  async function deliveredOrder(
    buyer: CreatedUser,
    admin: CreatedUser,
    productType: ProductType,
    productId: string,
  ): Promise<Order> {
    const order = await paidOrder(buyer, productType, productId);
    await deliver(order._id, admin);
    return order;
  }

  /** A photo uploaded through the presigned flow as `user`, in `category` (default reviews). */
  async function uploadedPhoto(
    user: CreatedUser,
    category: 'reviews' | 'tshirts' = 'reviews',
  ): Promise<string> {
    const bytes = await pngBytes();
    const signed = await call<PresignResponse>('POST', '/api/s3/presigned-url', user.token, {
      fileName: 'worn.png',
      fileType: 'image/png',
      fileSize: bytes.length,
      category,
    });
    expect(signed.status, JSON.stringify(signed.body)).toBe(200);
    const put = await t.app.inject({
      method: 'PUT',
      url: signed.body.uploadUrl,
      headers: { 'content-type': 'image/png' },
      payload: bytes,
    });
    expect(put.statusCode, put.body).toBe(200);
    return signed.body.fileKey;
  }

  /** The body of a review of the order's only product; override any field. */
  function reviewBody(order: Order, overrides: Record<string, unknown> = {}) {
    const line = order.items[0]!;
    return {
      orderId: order._id,
      productType: line.productType,
      productId: line.productType === 'tshirt' ? line.tshirtId : line.accessoryId,
      rating: 4,
      comment: GOOD_COMMENT,
      ...overrides,
    };
  }

  const postReview = (user: CreatedUser, body: Record<string, unknown>) =>
    call<CreatedReview>('POST', '/api/reviews', user.token, body);

  const moderate = (admin: CreatedUser, id: string, body: Record<string, unknown>) =>
    call<AdminReview>('PATCH', `/api/admin/reviews/${id}`, admin.token, body);

  /** A review of the order's product with `rating`, written by its buyer (201 expected). */
  async function writeReview(
    buyer: CreatedUser,
    order: Order,
    overrides: Record<string, unknown> = {},
  ): Promise<CreatedReview> {
    const created = await postReview(buyer, reviewBody(order, overrides));
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  }

  /** Moderated as the admin (200 expected). */
  async function decide(
    admin: CreatedUser,
    id: string,
    status: 'approved' | 'rejected',
    reason?: string,
  ): Promise<AdminReview> {
    const moved = await moderate(admin, id, { status, ...(reason ? { reason } : {}) });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    return moved.body;
  }

  /** A product's rating and count as the catalogue answers them (a guest's read). */
  async function figuresOf(productType: ProductType, productId: string) {
    const url =
      productType === 'tshirt' ? `/api/tshirts/${productId}` : `/api/accessories/${productId}`;
    const product = await call<{ rating: number; reviewCount: number }>('GET', url);
    expect(product.status).toBe(200);
    return { rating: product.body.rating, reviewCount: product.body.reviewCount };
  }

  return {
    call,
    paidOrder,
    paidOrders,
    deliver,
    deliveredOrder,
    uploadedPhoto,
    reviewBody,
    postReview,
    moderate,
    writeReview,
    decide,
    figuresOf,
  };
}
