import type { Database } from '../src/db/client';

/**
 * The stock equation (docs/decisions/0024): for every accessory, at every quiet moment,
 *
 *   initial stock = available + held + sold
 *
 * - available: `accessories.stock` now;
 * - held: units in the snapshots of payments that hold stock and made no order yet
 *   (`stock_reserved` and not COMPLETED: a pending payment, or one flagged for review);
 * - sold: units in order lines of orders that are not cancelled (a cancelled order gave its
 *   units back);
 * - initial: the stock the accessory was created with, recorded by a test-only trigger on
 *   `accessories` (installed by `trackInitialStock`, never by a migration), or, for an accessory
 *   that existed before the trigger, what the equation's right side was at that moment.
 *
 * A seller editing an accessory's stock changes its "initial" stock: tests that do so should not
 * use this check (or call `trackInitialStock` again afterwards, which re-bases every accessory).
 */
const LEDGER = 'test_initial_stock';

const CURRENT_TOTALS = `
  select a.id::text as id,
         a.title,
         a.stock::int as available,
         coalesce(h.units, 0)::int as held,
         coalesce(s.units, 0)::int as sold
    from accessories a
    left join (
      select (line->>'accessoryId')::uuid as id, sum((line->>'quantity')::int) as units
        from payments p, jsonb_array_elements(p.snapshot->'lines') line
       where p.stock_reserved and p.state <> 'COMPLETED'
         and line->>'productType' = 'accessory' and line->>'accessoryId' is not null
       group by 1
    ) h on h.id = a.id
    left join (
      select i.accessory_id as id, sum(i.quantity) as units
        from order_items i join orders o on o.id = i.order_id
       where o.status <> 'cancelled' and i.accessory_id is not null
       group by 1
    ) s on s.id = a.id`;

export type StockFigures = {
  id: string;
  title: string;
  initial: number;
  available: number;
  held: number;
  sold: number;
};

/**
 * Starts recording every accessory's initial stock in this database (idempotent: a second call
 * re-bases the accessories that exist). Call it once, before the accessories of the test exist.
 */
export async function trackInitialStock(database: Pick<Database, 'query'>): Promise<void> {
  await database.query(
    `create table if not exists ${LEDGER} (accessory_id uuid primary key, stock int not null)`,
  );
  await database.query(`
    create or replace function ${LEDGER}_record() returns trigger language plpgsql as $$
    begin
      insert into ${LEDGER} values (new.id, new.stock) on conflict (accessory_id) do nothing;
      return new;
    end $$`);
  await database.query(`drop trigger if exists ${LEDGER}_on_insert on accessories`);
  await database.query(
    `create trigger ${LEDGER}_on_insert after insert on accessories for each row execute function ${LEDGER}_record()`,
  );
  await database.query(
    `insert into ${LEDGER} (accessory_id, stock)
     select t.id::uuid, t.available + t.held + t.sold from (${CURRENT_TOTALS}) t
     on conflict (accessory_id) do update set stock = excluded.stock`,
  );
}

/** Every accessory's figures (initial, available, held, sold), for a check or a report. */
export async function stockFigures(database: Pick<Database, 'query'>): Promise<StockFigures[]> {
  return database.query<StockFigures>(
    `select t.*, l.stock::int as initial
       from (${CURRENT_TOTALS}) t join ${LEDGER} l on l.accessory_id = t.id::uuid
      order by t.id`,
  );
}

/** The accessories whose figures break the equation (or show a negative stock). */
export async function stockEquationBreaches(
  database: Pick<Database, 'query'>,
): Promise<StockFigures[]> {
  const figures = await stockFigures(database);
  return figures.filter(
    (f) => f.initial !== f.available + f.held + f.sold || f.available < 0 || f.held < 0,
  );
}
