import {
  customizationFeePaise,
  lineEarning,
  toRupees,
  type EarningsSummary,
} from '@campus-threads/contract';
import { expect } from 'vitest';
import type { Database } from '../src/db/client';

/**
 * The sellers' ledger equation (docs/decisions/0048), for every order, entry and payout at every
 * quiet moment:
 *
 * - every line of a seller's item in an order the checkout made has exactly one `sale` or
 *   `royalty` entry, for the line's seller, of the kind its fulfilment gives (royalty when the shop
 *   ships a t-shirt) and with the base and amount `lineEarning` gives for the rate it copied; no
 *   line has two; a line an admin sells (the shop's own design or accessory) has none, as the
 *   shop does not pay itself (docs/decisions/0057);
 * - every entry of a cancelled order is reversed, or was paid and has its reversal;
 * - a reversal undoes a paid entry of the same order and seller, by exactly minus its amount;
 * - a received return (docs/decisions/0052) takes back, per returned line, exactly what the
 *   line's seller earned on the returned units alone (`lineEarning` of their price at the rate the
 *   line's entry copied) through reversals naming the line, never more units than were bought;
 * - a cash refund a seller paid back on a return (docs/decisions/0058) has exactly one
 *   `cash_refund` entry of plus its amount, for that seller and order; nothing else is one;
 * - an entry is marked paid exactly when it names a payout, of its own seller;
 * - per seller, and after each of their payouts in turn, the entries marked paid by the payouts so
 *   far never add up to more than those payouts;
 * - with `totals`, the API's totals (GET /api/admin/payouts) equal these sums of the entries of
 *   every seller but admins (left out of payouts, docs/decisions/0057).
 *
 * Orders written straight to the database by `seedOrder` (a payment snapshot with no lines) were
 * never made by the checkout and earn nothing, nor does a size exchange's ₹0 replacement order
 * (docs/decisions/0052): the first rule leaves them out.
 */

type LineRow = {
  orderItemId: string;
  sellerId: string | null;
  productType: string;
  shopOrder: boolean;
  unitPricePaise: number;
  quantity: number;
  wantsCustomization: boolean;
  deliveryPricePaise: number;
  checkout: boolean;
  entries: number;
  byAdmin: boolean;
  entrySellerId: string | null;
  kind: string | null;
  basePaise: string | null;
  rateBasisPoints: number | null;
  amountPaise: string | null;
};

const LINES = `
  select i.id as "orderItemId", i.seller_id as "sellerId", i.product_type as "productType",
         (o.fulfiller_id is null) as "shopOrder", i.unit_price_paise as "unitPricePaise",
         i.quantity, i.wants_customization as "wantsCustomization",
         i.delivery_price_paise as "deliveryPricePaise",
         (jsonb_array_length(coalesce(p.snapshot->'lines', '[]'::jsonb)) > 0
          and o.replaces_order_id is null) as "checkout",
         (select count(*)::int from earnings c where c.order_item_id = i.id and c.kind in ('sale', 'royalty')) as "entries",
         exists (select 1 from users u where u.id = i.seller_id and u.is_admin) as "byAdmin",
         e.seller_id as "entrySellerId", e.kind, e.base_paise::text as "basePaise",
         e.rate_basis_points as "rateBasisPoints", e.amount_paise::text as "amountPaise"
    from order_items i
    join orders o on o.id = i.order_id
    join payments p on p.id = o.payment_id
    left join lateral (
      select * from earnings x where x.order_item_id = i.id and x.kind in ('sale', 'royalty') limit 1
    ) e on true`;

const CANCELLED_UNREVERSED = `
  select e.id, e.kind, e.state, e.order_id as "orderId"
    from earnings e join orders o on o.id = e.order_id
   where o.status = 'cancelled' and e.kind <> 'reversal' and e.state <> 'reversed'
     and not (e.state = 'paid' and exists (select 1 from earnings r where r.reverses_id = e.id))`;

const BAD_REVERSALS = `
  select r.id, r.amount_paise::text as "amount", e.amount_paise::text as "reverses", e.state
    from earnings r left join earnings e on e.id = r.reverses_id
   where r.kind = 'reversal' and not (r.reverses_id is null and r.order_item_id is not null)
     and (e.id is null or e.state <> 'paid' or r.amount_paise <> -e.amount_paise
          or r.order_id <> e.order_id or r.seller_id is distinct from e.seller_id)`;

type ReturnedLineRow = {
  orderItemId: string;
  unitPricePaise: number;
  quantity: number;
  kind: string | null;
  rateBasisPoints: number | null;
  parts: number[];
  reversedPaise: string;
  misplaced: boolean | null;
};

/** Lines sent back by received returns, or with a return's reversal, and what those took back. */
const RETURNED_LINES = `
  with returned as (
    select ri.order_item_id, jsonb_agg(ri.quantity) as parts
      from return_items ri join return_requests rr on rr.id = ri.return_id
     where rr.type = 'return' and rr.status = 'received'
     group by ri.order_item_id
  ), reversed as (
    select x.order_item_id, sum(x.amount_paise)::text as paise,
           bool_or(e.id is null or x.seller_id is distinct from e.seller_id or x.order_id <> e.order_id) as misplaced
      from earnings x
      left join earnings e on e.order_item_id = x.order_item_id and e.kind in ('sale', 'royalty')
     where x.kind = 'reversal' and x.reverses_id is null and x.order_item_id is not null
     group by x.order_item_id
  )
  select i.id as "orderItemId", i.unit_price_paise as "unitPricePaise", i.quantity,
         e.kind, e.rate_basis_points as "rateBasisPoints", coalesce(r.parts, '[]'::jsonb) as parts,
         coalesce(v.paise, '0') as "reversedPaise", v.misplaced
    from order_items i
    left join returned r on r.order_item_id = i.id
    left join reversed v on v.order_item_id = i.id
    left join lateral (
      select * from earnings x where x.order_item_id = i.id and x.kind in ('sale', 'royalty') limit 1
    ) e on true
   where r.order_item_id is not null or v.order_item_id is not null`;

function returnBreach(line: ReturnedLineRow): string | null {
  const units = line.parts.reduce((sum, n) => sum + n, 0);
  if (units > line.quantity) return `${line.orderItemId}: ${units} returned of ${line.quantity}`;
  if (line.misplaced) return `${line.orderItemId}: a return's reversal not of the line's seller`;
  const rate = line.rateBasisPoints ?? 0;
  const expected = line.kind
    ? line.parts.reduce(
        (sum, quantity) =>
          sum +
          (lineEarning(
            {
              unitPricePaise: line.unitPricePaise,
              quantity,
              customizationPaise: 0,
              deliveryPricePaise: 0,
              fulfilledByShop: line.kind === 'royalty',
            },
            { commissionBasisPoints: rate, royaltyBasisPoints: rate },
          )?.amountPaise ?? 0),
        0,
      )
    : 0;
  const taken = -Number(line.reversedPaise);
  return taken === expected
    ? null
    : `${line.orderItemId}: returns took back ${taken}, the returned units earned ${expected}`;
}

/**
 * A seller who paid a buyer back in cash (docs/decisions/0058) has one `cash_refund` entry of plus
 * that amount, for that return, order and seller; no other entry is a cash refund.
 */
const CASH_REFUND_BREACHES = `
  select c.return_id as "returnId", c.amount_paise::text as "owed", c.state, c.owed_by as "owedBy",
         count(e.id)::int as "entries", coalesce(sum(e.amount_paise), 0)::text as "entered"
    from cash_refunds c
    left join earnings e on e.kind = 'cash_refund' and e.return_id = c.return_id
   group by c.id
  having count(e.id) <> (case when c.state = 'paid' and c.owed_by is not null then 1 else 0 end)
      or (count(e.id) = 1 and (sum(e.amount_paise) <> c.amount_paise
          or bool_or(e.seller_id is distinct from c.owed_by) or bool_or(e.order_id <> c.order_id)))
  union all
  select e.return_id, null, null, e.seller_id, 1, e.amount_paise::text
    from earnings e
   where e.kind = 'cash_refund' and not exists (select 1 from cash_refunds c where c.return_id = e.return_id)`;

const BAD_PAID_MARKS = `
  select e.id, e.state, e.payout_id as "payoutId"
    from earnings e left join payouts p on p.id = e.payout_id
   where (e.state = 'paid') <> (e.payout_id is not null)
      or (e.payout_id is not null and p.seller_id is distinct from e.seller_id)`;

/** After each payout of a seller (in the order they were made): entries it and earlier ones marked paid > those payouts. */
const OVERPAID = `
  with running as (
    select p.id, p.seller_id, p.created_at,
           sum(p.amount_paise) over (partition by p.seller_id order by p.created_at, p.id) as paid_out
      from payouts p
  )
  select r.id as "payoutId", r.paid_out::text as "paidOut",
         (select coalesce(sum(e.amount_paise), 0) from earnings e join payouts q on q.id = e.payout_id
           where q.seller_id = r.seller_id and (q.created_at, q.id) <= (r.created_at, r.id))::text as "marked"
    from running r
   where (select coalesce(sum(e.amount_paise), 0) from earnings e join payouts q on q.id = e.payout_id
           where q.seller_id = r.seller_id and (q.created_at, q.id) <= (r.created_at, r.id)) > r.paid_out`;

/** The shop's totals over every seller, summed here from the entries and payouts. */
const TOTALS = `
  select coalesce(sum(amount_paise) filter (where state = 'pending' and (available_at is null or available_at > now())), 0)::text as "pending",
         coalesce(sum(amount_paise) filter (where state = 'paid' or (state = 'pending' and available_at <= now())), 0)::text as "settled",
         (select coalesce(sum(amount_paise), 0) from payouts where seller_id is not null
           and seller_id not in (select id from users where is_admin))::text as "paid"
    from earnings where seller_id is not null and seller_id not in (select id from users where is_admin)`;

function lineBreach(line: LineRow): string | null {
  if (line.entries > 1) return `${line.orderItemId}: ${line.entries} entries`;
  if (line.byAdmin && line.entries > 0) return `${line.orderItemId}: an admin's line earned`;
  if (line.sellerId === null || !line.checkout || line.byAdmin) return null;
  const fulfilledByShop = line.shopOrder && line.productType === 'tshirt';
  const rate = line.rateBasisPoints ?? 0;
  const expected = lineEarning(
    {
      unitPricePaise: line.unitPricePaise,
      quantity: line.quantity,
      customizationPaise: customizationFeePaise(line),
      deliveryPricePaise: line.deliveryPricePaise,
      fulfilledByShop,
    },
    { commissionBasisPoints: rate, royaltyBasisPoints: rate },
  );
  const actual =
    line.kind === null
      ? null
      : {
          kind: line.kind,
          basePaise: Number(line.basePaise),
          rateBasisPoints: rate,
          amountPaise: Number(line.amountPaise),
        };
  if (JSON.stringify(actual) !== JSON.stringify(expected))
    return `${line.orderItemId}: entry ${JSON.stringify(actual)}, lineEarning ${JSON.stringify(expected)}`;
  if (line.entrySellerId !== line.sellerId)
    return `${line.orderItemId}: entry for ${line.entrySellerId}, line sold by ${line.sellerId}`;
  return null;
}

/** Fails the test when any order line, entry or payout breaks the ledger equation. */
export async function assertEarningsLedger(
  database: Pick<Database, 'query'>,
  totals?: () => Promise<EarningsSummary>,
): Promise<void> {
  const [lines, cancelled, reversals, returned, cashRefunds, paidMarks, overpaid] =
    await Promise.all([
      database.query<LineRow>(LINES),
      database.query(CANCELLED_UNREVERSED),
      database.query(BAD_REVERSALS),
      database.query<ReturnedLineRow>(RETURNED_LINES),
      database.query(CASH_REFUND_BREACHES),
      database.query(BAD_PAID_MARKS),
      database.query(OVERPAID),
    ]);
  expect({
    lines: lines.map(lineBreach).filter(Boolean),
    cancelled,
    reversals,
    returns: returned.map(returnBreach).filter(Boolean),
    cashRefunds,
    paidMarks,
    overpaid,
  }).toEqual({
    lines: [],
    cancelled: [],
    reversals: [],
    returns: [],
    cashRefunds: [],
    paidMarks: [],
    overpaid: [],
  });
  if (!totals) return;
  const [sums] = await database.query<{ pending: string; settled: string; paid: string }>(TOTALS);
  expect(await totals()).toEqual({
    pending: toRupees(Number(sums!.pending)),
    available: toRupees(Number(sums!.settled) - Number(sums!.paid)),
    paid: toRupees(Number(sums!.paid)),
  });
}
