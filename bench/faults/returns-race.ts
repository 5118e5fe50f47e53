import { tmpdir } from 'node:os';
import { DEMO_ACCOUNTS, simulatorSettlePath, type Tshirt } from '@campus-threads/contract';
import { createDatabase } from '../../apps/api/src/db/client';
import { assertEarningsLedger } from '../../apps/api/test/earnings-ledger';
import { assertMoneyEquation } from '../../apps/api/test/money-ledger';
import type { DropCrashKit } from './drop-close-crash';

/**
 * Fault scenario (d) of `npm run bench:faults` (docs/decisions/0058): returns of 50%
 * advance orders on two API processes, with the requests that could race sent at the same moment
 * to different processes:
 *  - the balance collected at the door while the goods are marked received (either comes first:
 *    then the return is paid back online and in cash, or it comes off the balance still due);
 *  - two "received" for one request (one wins, one refund);
 *  - the cash refund marked paid by the seller and an admin at once (one wins, one ledger entry);
 *  - a payout for the seller while those cash refunds are written.
 * Then: no 5xx anywhere, and the money equation (every received return paid back exactly the
 * returned price, online + cash + off the balance) and the earnings ledger hold.
 */

const ORDERS = Number(process.env.FAULTS_RETURN_ORDERS ?? 8);
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const UPI = { method: 'upi', upiId: 'bench.buyer@okaxis' };

type Answer = { status: number; json: Record<string, unknown>; ms: number };

export async function returnsRace(kit: DropCrashKit): Promise<void> {
  const { request, check } = kit;
  const database = await createDatabase({ databaseUrl: kit.databaseUrl, dataDir: tmpdir() });
  const apis = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const port = await kit.freePort();
      return { name, port, base: `http://127.0.0.1:${port}`, api: kit.startApi(port, {}) };
    }),
  );
  const answers: Answer[] = [];
  const call = async (n: number, method: string, path: string, token?: string, body?: unknown) => {
    const answer = await request(apis[n % 2]!.base, method, path, token, body);
    answers.push(answer);
    return answer;
  };
  try {
    for (const a of apis) await kit.waitHealthy(a.base);
    const login = async (account: (typeof DEMO_ACCOUNTS)[number]) => {
      const answer = await call(0, 'POST', '/api/auth/login', undefined, {
        email: account.email,
        password: account.password,
      });
      if (answer.status !== 200) throw new Error(`login ${account.email}: ${answer.status}`);
      return String(answer.json.token);
    };
    const admin = await login(DEMO_ACCOUNTS[0]);
    const seller = await login(DEMO_ACCOUNTS[1]);
    const [me] = await database.query<{ id: string }>(
      `select id::text from users where email = $1`,
      [DEMO_ACCOUNTS[1].email],
    );
    // The demo seller's cheapest approved design, shipped by the seller with the advance allowed
    // (set here: the bench needs a Self Service advance order whatever the demo data holds).
    const [design] = await database.query<{ id: string }>(
      `update designs set allow_partial_payment = true, deliver_with_platform = false
        where id = (select id from designs where seller_id = $1 and status = 'approved'
                     order by sort_price_paise, id limit 1)
        returning id::text`,
      [me!.id],
    );
    if (!design) throw new Error('the demo seller has no approved design');
    await sleep(1_500); // the catalogue cache hears of the change
    const tee = (await call(0, 'GET', `/api/tshirts/${design.id}`)).json as unknown as Tshirt;
    console.log(
      `\n(d) returns of ${ORDERS} advance orders on 2 API processes, racing balance, receipt, cash refunds and a payout`,
    );

    /** One paid advance order through process n: its id and line. */
    async function buy(shopper: { token: string }, n: number) {
      const body = (amount: number) => ({
        source: 'buyNow',
        amount,
        isPartialPaymentAllowed: true,
        items: [
          {
            productType: 'tshirt',
            tshirtId: design!.id,
            size: tee.sizes[0],
            color: tee.colors[0] ?? null,
            quantity: 1,
          },
        ],
        deliveryDetails: kit.delivery,
      });
      let created = await call(n, 'POST', '/api/payments/create', shopper.token, body(1));
      const named = (created.json.errors as { field: string; message: string }[] | undefined)?.find(
        (e) => e.field === 'amount',
      );
      if (created.status === 409 && named)
        created = await call(
          n,
          'POST',
          '/api/payments/create',
          shopper.token,
          body(Number(named.message)),
        );
      if (created.status !== 201) throw new Error(`create: ${JSON.stringify(created.json)}`);
      await call(n, 'POST', simulatorSettlePath(String(created.json.redirectUrl)), undefined, {
        outcome: 'COMPLETED',
      });
      const status = await call(
        n + 1,
        'POST',
        `/api/payments/status/${String(created.json.merchantOrderId)}`,
        shopper.token,
        {},
      );
      const [order] = status.json.orders as {
        _id: string;
        items: { _id: string }[];
        paymentInfo: { remainingAmount: number; partialPaymentMade: boolean };
      }[];
      if (!order?.paymentInfo.partialPaymentMade) throw new Error('not an advance order');
      return { id: order._id, lineId: order.items[0]!._id, due: order.paymentInfo.remainingAmount };
    }

    const orders = [];
    for (let n = 0; n < ORDERS; n++) {
      const shopper = kit.shoppers[n % kit.shoppers.length]!;
      const order = await buy(shopper, n);
      for (const status of ['confirmed', 'shipped', 'out_for_delivery', 'delivered'])
        await call(n, 'PATCH', `/api/orders/${order.id}/status`, seller, {
          status,
          remark: '',
          courier: 'Delhivery',
          trackingNumber: 'DL12345678',
        });
      const asked = await call(n + 1, 'POST', `/api/orders/${order.id}/returns`, shopper.token, {
        type: 'return',
        reason: 'Bench return',
        items: [{ orderItemId: order.lineId, quantity: 1 }],
        refundTo: UPI,
      });
      if (asked.status !== 201) throw new Error(`return: ${JSON.stringify(asked.json)}`);
      const requestId = String(asked.json._id);
      await call(n, 'PATCH', `/api/returns/${requestId}`, seller, { status: 'approved' });
      orders.push({ ...order, requestId });
    }

    // Half: the balance and the receipt at once, on different processes; the rest: two receipts.
    const receipts = await Promise.all(
      orders.map(async (order, n) => {
        const received = { status: 'received', remark: 'Back at the shop' };
        if (n % 2 === 0) {
          const [collect, receive] = await Promise.all([
            call(n, 'PATCH', `/api/orders/${order.id}/balance`, seller, {
              amount: order.due,
              method: 'cash',
            }),
            call(n + 1, 'PATCH', `/api/admin/returns/${order.requestId}`, admin, received),
          ]);
          return { order, codes: [collect.status, receive.status], receipts: [receive] };
        }
        const both = await Promise.all([
          call(n, 'PATCH', `/api/returns/${order.requestId}`, seller, received),
          call(n + 1, 'PATCH', `/api/admin/returns/${order.requestId}`, admin, received),
        ]);
        return { order, codes: both.map((b) => b.status), receipts: both };
      }),
    );
    const raced = receipts.filter((_, n) => n % 2 === 0);
    const doubled = receipts.filter((_, n) => n % 2 === 1);
    check(
      raced.every((r) => r.codes[1] === 200 && [200, 409, 422].includes(r.codes[0]!)),
      `balance vs receipt: every return received, each balance recorded or refused with a clear 4xx (${JSON.stringify(raced.map((r) => r.codes))})`,
    );
    check(
      doubled.every((r) => [...r.codes].sort().join() === '200,409'),
      `two receipts at once: one received, one 409 (${JSON.stringify(doubled.map((r) => r.codes))})`,
    );
    const collectedFirst = raced.filter((r) => r.codes[0] === 200).length;
    console.log(
      `  balance collected before the receipt on ${collectedFirst} of ${raced.length} raced orders`,
    );

    // The cash refunds those left owed: marked paid by the seller and an admin at once, while an
    // admin pays the seller out.
    const owed = await database.query<{ returnId: string }>(
      `select return_id::text as "returnId" from cash_refunds where state = 'owed'`,
    );
    const [available] = await database.query<{ paise: string }>(
      `select coalesce(sum(amount_paise), 0)::text as paise from earnings
        where seller_id = $1 and state = 'pending' and available_at <= now()`,
      [me!.id],
    );
    const payoutPaise = Number(available!.paise);
    const marks = await Promise.all([
      ...owed.map(async ({ returnId }, n) =>
        Promise.all([
          call(n, 'PATCH', `/api/returns/${returnId}/cash-refund`, seller, {
            reference: `UPI${n}`,
          }),
          call(n + 1, 'PATCH', `/api/admin/returns/${returnId}/cash-refund`, admin, {
            reference: `UPI${n}`,
          }),
        ]).then((pair) => pair.map((p) => p.status)),
      ),
      payoutPaise > 0
        ? call(1, 'POST', '/api/admin/payouts', admin, {
            sellerId: me!.id,
            amount: payoutPaise / 100,
            reference: 'BENCHPAYOUT1',
          }).then((p) => [p.status])
        : Promise.resolve([201]),
    ]);
    const markCodes = marks.slice(0, owed.length);
    check(
      markCodes.every((codes) => [...codes].sort().join() === '200,409'),
      `cash refunds marked paid once each (${owed.length} owed: ${JSON.stringify(markCodes)})`,
    );
    console.log(`  payout during the marks: ${JSON.stringify(marks[owed.length])}`);

    await sleep(3_000); // the provider's refunds settle after each commit
    check(
      answers.every((a) => a.status < 500),
      `no 5xx in ${answers.length} answers${answers.some((a) => a.status >= 500) ? `: ${JSON.stringify(answers.filter((a) => a.status >= 500).slice(0, 3))}` : ''}`,
    );
    const equation = async (what: string, assert: () => Promise<void>) => {
      try {
        await assert();
        check(true, what);
      } catch (error) {
        const actual = (error as { actual?: unknown }).actual;
        check(false, `${what}: ${JSON.stringify(actual ?? String(error)).slice(0, 600)}`);
      }
    };
    await equation(
      'the money equation holds with the returns (online + cash + off the balance = price)',
      () => assertMoneyEquation(database),
    );
    await equation('the earnings ledger holds with the cash refunds', () =>
      assertEarningsLedger(database),
    );
  } finally {
    await Promise.all(apis.map((a) => kit.killHard(a.api)));
    await database.close();
  }
}
