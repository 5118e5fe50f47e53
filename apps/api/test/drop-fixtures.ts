import type { Drop } from '@campus-threads/contract';
import { count, eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../src/app';
import type { Database } from '../src/db/client';
import { drops } from '../src/db/schema';
import { apiCaller } from './api-request';
import type { CreatedUser } from './factories';

/**
 * What the drops tests do again and again (docs/decisions/0049): the body of a good new drop,
 * opening one through the API, counting the rows, and setting what the joining step will move
 * (quantity, status) straight in the table.
 */
export function dropsKit(t: { app: App; database: Database }) {
  const call = apiCaller(t);

  /** A drop two days ahead, 20 to 100 people, ₹350 from 30 and ₹325 from 50 (a ₹499 design). */
  function dropBody(designId: string, overrides: Record<string, unknown> = {}) {
    return {
      designId,
      title: 'Hostel 7 Fest Tee',
      description: 'For the fest on the 14th.',
      deadline: new Date(Date.now() + 2 * 86_400_000).toISOString(),
      minQuantity: 20,
      maxQuantity: 100,
      tiers: [
        { minQuantity: 30, price: 350 },
        { minQuantity: 50, price: 325 },
      ],
      ...overrides,
    };
  }

  /** Opens a drop through the API (201 expected). */
  async function openDrop(
    owner: CreatedUser,
    designId: string,
    overrides: Record<string, unknown> = {},
  ): Promise<Drop> {
    const response = await call<Drop>(
      'POST',
      '/api/drops',
      owner.token,
      dropBody(designId, overrides),
    );
    expect(response.status, JSON.stringify(response.body)).toBe(201);
    return response.body;
  }

  async function dropCount(): Promise<number> {
    const [row] = await t.database.db.select({ n: count() }).from(drops);
    return row?.n ?? 0;
  }

  /** What only the joining and closing steps change, set directly. */
  async function setDrop(
    id: string,
    values: Partial<Pick<typeof drops.$inferInsert, 'quantity' | 'sizeTally' | 'status'>>,
  ) {
    await t.database.db.update(drops).set(values).where(eq(drops.id, id));
  }

  async function dropRow(id: string) {
    const [row] = await t.database.db.select().from(drops).where(eq(drops.id, id));
    return row!;
  }

  return { call, dropBody, openDrop, dropCount, setDrop, dropRow };
}
