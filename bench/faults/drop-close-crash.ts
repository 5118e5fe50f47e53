import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import {
  DEMO_ACCOUNTS,
  simulatorSettlePath,
  type Drop,
  type Tshirt,
} from '@campus-threads/contract';
import { createDatabase } from '../../apps/api/src/db/client';
import { reportDropCloseCrash } from './drop-close-checks';

/**
 * Fault scenario (c) of `npm run bench:faults` (docs/decisions/0049): campus drops closing
 * while API processes are `kill -9`ed. Two API processes run the closing job (every 5 s each, one
 * drop per transaction, FOR UPDATE SKIP LOCKED). A drop that fails (its minimum not reached) and one
 * that succeeds past a tier, each with paid joins, reach their deadlines in turn; for each:
 *  1. the process holding the drop's row inside the closing transaction is killed (found by the
 *     row's xmax, the locking transaction, and that backend's application_name), the other one
 *     must close it instead, and the killed one is restarted;
 *  2. every process is killed, the moment the decision commits (the tier drop) or half way through
 *     asking the provider for its refunds (the failing drop), then both are restarted: the refunds
 *     job must pay back what was left PENDING, never twice.
 * Then: every failed-drop order cancelled and refunded in full exactly once, every succeeded-drop
 * order confirmed with exactly one tier-difference refund, each refund paid once at the provider
 * (the simulator keeps one row per merchant refund id), and the money, earnings and stock
 * equations hold.
 */

type Api = { child: ChildProcess; pid: number };
type Answer = { status: number; json: Record<string, unknown>; ms: number };

export type DropCrashKit = {
  databaseUrl: string;
  /** Signed-in shoppers (run.ts registers them); each joins several times. */
  shoppers: readonly { token: string }[];
  delivery: Record<string, string>;
  startApi: (port: number, extraEnv: Record<string, string>) => Api;
  waitHealthy: (base: string) => Promise<number>;
  killHard: (api: Api) => Promise<void>;
  freePort: () => Promise<number>;
  request: (
    base: string,
    method: string,
    path: string,
    token?: string,
    body?: unknown,
  ) => Promise<Answer>;
  check: (ok: boolean, what: string) => void;
  log: (line: string) => void;
};

const env = process.env;
const JOINS = Number(env.FAULTS_DROP_JOINS ?? 20);
/** Seconds from opening the first drop to its deadline (the joins happen in between). */
const LEAD_SECONDS = Number(env.FAULTS_DROP_LEAD_SECONDS ?? 30);
/** Seconds between the two deadlines: the first drop's kills and restarts happen in between. */
const GAP_SECONDS = Number(env.FAULTS_DROP_GAP_SECONDS ?? 40);
/** The refunds job asks again a minute after a refund was recorded, and runs every minute. */
const SETTLE_TIMEOUT_MS = Number(env.FAULTS_DROP_SETTLE_MS ?? 240_000);

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export async function dropCloseCrash(kit: DropCrashKit): Promise<void> {
  const { request, log } = kit;
  const database = await createDatabase({ databaseUrl: kit.databaseUrl, dataDir: tmpdir() });
  const slots = await Promise.all(
    ['a', 'b'].map(async (name) => {
      const port = await kit.freePort();
      return { name, app: `ct-faults-drop-${name}`, base: `http://127.0.0.1:${port}`, port };
    }),
  );
  type Slot = (typeof slots)[number];
  const running = new Map<string, Api>();
  const start = (slot: Slot) =>
    running.set(
      slot.name,
      kit.startApi(slot.port, { DROP_MIN_LEAD_SECONDS: '5', PGAPPNAME: slot.app }),
    );
  const startAll = async () => {
    for (const slot of slots) {
      if (!running.has(slot.name)) start(slot);
      await kit.waitHealthy(slot.base);
    }
  };
  const killAll = () =>
    Promise.all([...running].map(([name, api]) => (running.delete(name), kit.killHard(api))));

  try {
    await startAll();
    const [a] = slots;
    const seller = await request(a!.base, 'POST', '/api/auth/login', undefined, {
      email: DEMO_ACCOUNTS[1].email,
      password: DEMO_ACCOUNTS[1].password,
    });
    if (seller.status !== 200) throw new Error(`seller login: ${seller.status}`);
    const [design] = await database.query<{ id: string; price: number }>(
      `select d.id::text as id, d.sort_price_paise::int as price from designs d
         join users u on u.id = d.seller_id
        where u.email = $1 and d.status = 'approved' order by d.sort_price_paise, d.id limit 1`,
      [DEMO_ACCOUNTS[1].email],
    );
    if (!design) throw new Error('the demo seller has no approved design');
    const tee = (await request(a!.base, 'GET', `/api/tshirts/${design.id}`))
      .json as unknown as Tshirt;
    const deadline = Date.now() + LEAD_SECONDS * 1000;
    const open = async (body: Record<string, unknown>) => {
      const opened = await request(a!.base, 'POST', '/api/drops', String(seller.json.token), {
        designId: design.id,
        maxQuantity: null,
        ...body,
      });
      if (opened.status !== 201) throw new Error(`open drop: ${JSON.stringify(opened.json)}`);
      return opened.json as unknown as Drop;
    };
    const failing = await open({
      title: 'Faults Failing Drop',
      minQuantity: JOINS + 10,
      deadline: new Date(deadline).toISOString(),
    });
    const tiered = await open({
      title: 'Faults Tier Drop',
      minQuantity: Math.max(1, Math.floor(JOINS / 2)),
      tiers: [
        {
          minQuantity: Math.max(1, Math.floor((JOINS * 3) / 4)),
          price: Math.floor((design.price * 0.8) / 100),
        },
      ],
      deadline: new Date(deadline + GAP_SECONDS * 1000).toISOString(),
    });
    console.log(
      `\n(c) campus drops closing under kill -9: 2 API processes, ${JOINS} paid joins to a drop that fails (minimum ${failing.minQuantity}) and to one past a tier (₹${tiered.tiers[0]?.price} from ${tiered.tiers[0]?.minQuantity})`,
    );

    /** One paid join through either process: the payment, the simulator, the status call. */
    async function join(drop: Drop, shopper: { token: string }, n: number): Promise<string> {
      const base = slots[n % slots.length]!.base;
      const body = (amount: number) => ({
        source: 'drop',
        dropSlug: drop.slug,
        amount,
        items: [
          {
            productType: 'tshirt',
            tshirtId: design!.id,
            size: tee.sizes[n % tee.sizes.length],
            color: tee.colors[0] ?? null,
            quantity: 1,
          },
        ],
        deliveryDetails: kit.delivery,
      });
      let created = await request(
        base,
        'POST',
        '/api/payments/create',
        shopper.token,
        body(drop.basePrice + tee.deliveryPrice),
      );
      const named = (created.json.errors as { field: string; message: string }[] | undefined)?.find(
        (e) => e.field === 'amount',
      );
      if (created.status === 409 && named)
        created = await request(
          base,
          'POST',
          '/api/payments/create',
          shopper.token,
          body(Number(named.message)),
        );
      if (created.status !== 201) return `create ${created.status}`;
      const settled = await request(
        base,
        'POST',
        simulatorSettlePath(String(created.json.redirectUrl)),
        undefined,
        { outcome: 'COMPLETED' },
      );
      if (settled.status !== 303) return `settle ${settled.status}`;
      const status = await request(
        base,
        'POST',
        `/api/payments/status/${String(created.json.merchantOrderId)}`,
        shopper.token,
        {},
      );
      return String(status.json.state ?? status.status);
    }
    const tasks = [failing, tiered].flatMap((drop) => Array.from({ length: JOINS }, () => drop));
    const joined = new Map<string, Record<string, number>>();
    let next = 0;
    await Promise.all(
      kit.shoppers.map(async (shopper) => {
        while (next < tasks.length) {
          const n = next++;
          const drop = tasks[n]!;
          const outcome = await join(drop, shopper, n).catch((e: unknown) => `error ${String(e)}`);
          const tally = joined.get(drop._id) ?? {};
          tally[outcome] = (tally[outcome] ?? 0) + 1;
          joined.set(drop._id, tally);
        }
      }),
    );
    const paidJoins = (drop: Drop) => joined.get(drop._id)?.COMPLETED ?? 0;
    console.log(
      `  joins: failing ${JSON.stringify(joined.get(failing._id))}, tiered ${JSON.stringify(joined.get(tiered._id))} (${((deadline - Date.now()) / 1000).toFixed(0)} s before the first deadline)`,
    );

    const statusOf = async (dropId: string) => {
      const [row] = await database.query<{ status: string; holder: string | null }>(
        `select d.status, a.application_name as holder from drops d
           left join pg_stat_activity a on a.backend_xid::text = d.xmax::text and a.pid <> pg_backend_pid()
          where d.id = $1`,
        [dropId],
      );
      return row!;
    };
    const pendingRefunds = async (dropId: string) => {
      // "asked": PENDING here but already paid at the provider (the answer not recorded yet).
      const [row] = await database.query<{ pending: number; asked: number; all: number }>(
        `select count(*) filter (where r.state = 'PENDING')::int as pending,
                count(s.merchant_refund_id) filter (where r.state = 'PENDING')::int as asked,
                count(*)::int as "all"
           from refunds r join orders o on o.id = r.order_id
           left join simulator_refunds s on s.merchant_refund_id = r.merchant_refund_id
          where o.drop_id = $1`,
        [dropId],
      );
      return row!;
    };

    /** The two kills of one drop's close; returns what each hit. */
    async function crashClosing(drop: Drop, label: string, when: 'at once' | 'half way') {
      const due = new Date(drop.deadline).getTime();
      if (Date.now() < due) await sleep(due - Date.now());
      // 1. The process inside the drop's closing transaction.
      let inTransaction: string | null = null;
      for (
        let seen = await statusOf(drop._id);
        seen.status === 'open';
        seen = await statusOf(drop._id)
      ) {
        const slot = slots.find((s) => s.app === seen.holder);
        const api = slot && running.get(slot.name);
        if (slot && api) {
          running.delete(slot.name);
          await kit.killHard(api);
          inTransaction = slot.name;
          log(
            `${label}: killed process ${slot.name} inside the closing transaction; the drop is now ${(await statusOf(drop._id)).status}`,
          );
          start(slot);
          break;
        }
        if (Date.now() > due + 30_000) break;
        await sleep(3);
      }
      if (!inTransaction) log(`${label}: no kill inside the closing transaction (missed it)`);
      // 2. Everything, the moment the decision is committed, or half way through asking the
      // provider for its refunds.
      let seen = await statusOf(drop._id);
      while (seen.status === 'open' && Date.now() < due + 90_000) {
        await sleep(3);
        seen = await statusOf(drop._id);
      }
      const midway = async () => {
        const r = await pendingRefunds(drop._id);
        return r.pending === 0 || r.pending <= r.all / 2;
      };
      while (when === 'half way' && Date.now() < due + 120_000 && !(await midway())) await sleep(3);
      await killAll();
      const refunds = await pendingRefunds(drop._id);
      log(
        `${label}: ${seen.status}; killed every process ${when === 'half way' ? 'half way through asking for the refunds' : 'right after the commit'}: ${refunds.pending} of ${refunds.all} refunds PENDING, ${refunds.asked} of them already paid at the provider`,
      );
      await startAll();
      return { inTransaction, pendingAtKill: refunds.pending };
    }

    const kills = [
      await crashClosing(failing, 'failing drop', 'half way'),
      await crashClosing(tiered, 'tier drop', 'at once'),
    ];

    // The refunds job pays back what the kills left PENDING (a minute after each was recorded).
    const settleStart = Date.now();
    let left = { pending: 1, all: 0 };
    while (Date.now() - settleStart < SETTLE_TIMEOUT_MS) {
      const [f, t] = [await pendingRefunds(failing._id), await pendingRefunds(tiered._id)];
      left = { pending: f.pending + t.pending, all: f.all + t.all };
      if (left.pending === 0) break;
      await sleep(2_000);
    }
    log(
      `refunds settled by the refunds job ${((Date.now() - settleStart) / 1000).toFixed(0)} s after the restarts (${left.pending} still PENDING)`,
    );
    await reportDropCloseCrash(database, kit.check, failing, tiered, paidJoins, kills);
  } finally {
    await killAll();
    await database.close();
  }
}
