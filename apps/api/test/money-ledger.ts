import { expect } from 'vitest';
import type { Database } from '../src/db/client';

/**
 * The money equation (docs/decisions/0030), for every payment at every quiet moment:
 *
 * - COMPLETED: what its orders were paid (each order's advance when paid in part, else its
 *   total, plus the tier difference a drop refunded when it lowered that total) adds up to the
 *   payment's amount, and it has no refund of the whole payment;
 * - REFUNDED (paid, but it could make no order): no order, and exactly one refund of the whole
 *   payment (`order_id` null) for exactly its amount;
 * - any other state (never paid): no order and no refund;
 *
 * and for every order: its refunds (its cancel's and its drop's tier difference, each at most
 * once) pay back at most what that order was paid, and the provider (the simulator) never paid
 * back more for a payment than it took.
 */
const BREACHES = `
  with tier_refunds as (
    select order_id, sum(amount_paise)::bigint as paise
      from refunds where kind = 'drop_tier' group by order_id
  ), paid_orders as (
    select o.payment_id,
           count(*)::int as orders,
           sum(case when o.partial_payment then o.advance_amount_paise else o.total_amount_paise end
               + coalesce(t.paise, 0))::bigint as paise
      from orders o left join tier_refunds t on t.order_id = o.id group by o.payment_id
  ), whole_refunds as (
    select r.payment_id, count(*)::int as refunds, sum(r.amount_paise)::bigint as paise
      from refunds r where r.order_id is null group by r.payment_id
  )
  select p.merchant_order_id as "payment", p.state, p.amount_paise::bigint::text as "amount",
         coalesce(o.orders, 0) as "orders", coalesce(o.paise, 0)::text as "ordersPaid",
         coalesce(w.refunds, 0) as "wholeRefunds", coalesce(w.paise, 0)::text as "wholeRefunded"
    from payments p
    left join paid_orders o on o.payment_id = p.id
    left join whole_refunds w on w.payment_id = p.id
   where case p.state
           when 'COMPLETED' then coalesce(o.paise, -1) <> p.amount_paise or coalesce(w.refunds, 0) <> 0
           when 'REFUNDED' then coalesce(o.orders, 0) <> 0 or coalesce(w.refunds, 0) <> 1 or w.paise <> p.amount_paise
           else coalesce(o.orders, 0) <> 0 or coalesce(w.refunds, 0) <> 0
         end`;

const ORDER_REFUND_BREACHES = `
  with per_order as (
    select r.order_id, sum(r.amount_paise)::bigint as refunded,
           sum(r.amount_paise) filter (where r.kind = 'drop_tier')::bigint as tier,
           bool_or(r.payment_id <> o.payment_id) as other_payment,
           bool_or(r.kind = 'drop_tier' and o.drop_id is null) as tier_outside_drop
      from refunds r join orders o on o.id = r.order_id
     group by r.order_id
  )
  select o.id as "order", p.refunded::text as "refunded",
         (case when o.partial_payment then o.advance_amount_paise else o.total_amount_paise end
          + coalesce(p.tier, 0))::text as "paid"
    from per_order p join orders o on o.id = p.order_id
   where p.refunded > (case when o.partial_payment then o.advance_amount_paise else o.total_amount_paise end)
                      + coalesce(p.tier, 0)
      or p.other_payment or p.tier_outside_drop`;

const PROVIDER_BREACHES = `
  select s.merchant_order_id as "payment", sum(s.amount_paise)::text as "refunded", p.amount_paise::text as "paid"
    from simulator_refunds s join payments p on p.merchant_order_id = s.merchant_order_id
   group by s.merchant_order_id, p.amount_paise
  having sum(s.amount_paise) > p.amount_paise`;

/**
 * Every received return (docs/decisions/0058) pays back exactly the returned units' price: what
 * the provider refunds (its one `return` refund) + what is owed back in cash (its one cash refund)
 * + what came off the balance still due. Only when the last units came back may the balance taken
 * off pass their price (nothing stays due on a returned order), and then nothing else is paid back.
 */
const RETURN_BREACHES = `
  with returned as (
    select rr.id, rr.order_id, rr.refunded_paise, rr.cash_refund_paise, rr.balance_credit_paise,
           sum(oi.unit_price_paise * ri.quantity)::bigint as value
      from return_requests rr
      join return_items ri on ri.return_id = rr.id
      join order_items oi on oi.id = ri.order_item_id
     where rr.type = 'return' and rr.status = 'received'
     group by rr.id
  )
  select r.id as "return", r.value::text as "value", r.refunded_paise as "online",
         r.cash_refund_paise as "cash", r.balance_credit_paise as "credit",
         (select coalesce(sum(f.amount_paise), 0) from refunds f where f.return_id = r.id)::text as "refundRows",
         (select coalesce(sum(c.amount_paise), 0) from cash_refunds c where c.return_id = r.id)::text as "cashRows"
    from returned r
   where r.refunded_paise is null or r.cash_refund_paise is null or r.balance_credit_paise is null
      or r.refunded_paise <> (select coalesce(sum(f.amount_paise), 0) from refunds f where f.return_id = r.id)
      or r.cash_refund_paise <> (select coalesce(sum(c.amount_paise), 0) from cash_refunds c where c.return_id = r.id)
      or not (r.refunded_paise + r.cash_refund_paise + r.balance_credit_paise = r.value
              or (r.balance_credit_paise > r.value and r.refunded_paise = 0 and r.cash_refund_paise = 0))`;

/**
 * Every advance order's door money: returns took off the balance exactly what the order says; a
 * balance collected is what was left due (remaining − taken off); cash owed back never passes
 * what was collected, and is owed by whoever holds it (the order's seller, or the shop).
 */
const DOOR_BREACHES = `
  select o.id as "order", o.remaining_amount_paise::text as "remaining",
         o.balance_credited_paise::text as "credited", o.balance_collected_paise::text as "collected",
         (select coalesce(sum(c.amount_paise), 0) from cash_refunds c where c.order_id = o.id)::text as "cashOwed"
    from orders o
   where o.balance_credited_paise <> (select coalesce(sum(rr.balance_credit_paise), 0) from return_requests rr
                                       where rr.order_id = o.id and rr.type = 'return' and rr.status = 'received')
      or (o.balance_collected_paise is not null
          and o.balance_collected_paise + o.balance_credited_paise <> o.remaining_amount_paise)
      or (select coalesce(sum(c.amount_paise), 0) from cash_refunds c where c.order_id = o.id)
         > coalesce(o.balance_collected_paise, 0)
      or exists (select 1 from cash_refunds c where c.order_id = o.id and c.owed_by is distinct from o.fulfiller_id)`;

/** Fails the test when any payment, refund or provider refund breaks the money equation. */
export async function assertMoneyEquation(database: Pick<Database, 'query'>): Promise<void> {
  const [payments, orderRefunds, provider, returns, door] = await Promise.all([
    database.query(BREACHES),
    database.query(ORDER_REFUND_BREACHES),
    database.query(PROVIDER_BREACHES),
    database.query(RETURN_BREACHES),
    database.query(DOOR_BREACHES),
  ]);
  expect({ payments, orderRefunds, provider, returns, door }).toEqual({
    payments: [],
    orderRefunds: [],
    provider: [],
    returns: [],
    door: [],
  });
}
