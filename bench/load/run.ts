import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import {
  simulatorSettlePath,
  TSHIRT_SORTS,
  type CreatePaymentResponse,
  type Tshirt,
  type TshirtListResponse,
} from '@campus-threads/contract';
import { createThrowawayDatabase } from '../../apps/api/test/throwaway-postgres';
import { runDropPhase } from './drop-phase';

/**
 * Load bench, `npm run bench:load`, on a scratch PostgreSQL database:
 * 1. a flash sale: LOAD_BUYERS (500) shoppers at once for an accessory with LOAD_FLASH_STOCK (20)
 *    units: exactly that many paid orders, every other buyer a clear 4xx, stock 0, no 5xx;
 *    then a campus drop (drop-phase.ts): the same buyers join one over a minute and it closes at
 *    its deadline, as many orders as places and one tier refund each where due;
 * 2. a mixed workload at a fixed rate (open loop: requests start on schedule whether or not the
 *    earlier ones have finished): browse 72%, delivery 8% (a PIN look-up or a cart quoted to a
 *    PIN), cart 15%, checkout 5% (to PINs across India), for LOAD_SECONDS (60) at
 *    LOAD_RATE (40) operations/s: errors and p50/p95/p99 per kind, against the budget;
 * 3. a soak of the same mix for LOAD_SOAK_SECONDS (300) at a lower rate, sampling the server's
 *    resident memory: flat means the last minute's mean within 15% of the first minute's.
 * Budgets are in docs/PERFORMANCE.md ("Load").
 */

const HERE = dirname(fileURLToPath(import.meta.url));
const ROOT = join(HERE, '../..');
const env = process.env;
const adminUrl = env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const BUYERS = Number(env.LOAD_BUYERS ?? 500);
const FLASH_STOCK = Number(env.LOAD_FLASH_STOCK ?? 20);
const SECONDS = Number(env.LOAD_SECONDS ?? 60);
const RATE = Number(env.LOAD_RATE ?? 40);
const SOAK_SECONDS = Number(env.LOAD_SOAK_SECONDS ?? 300);
const SOAK_RATE = Number(env.LOAD_SOAK_RATE ?? 20);
/** p99 budget per operation kind, milliseconds (docs/PERFORMANCE.md). */
const BUDGET_P99_MS = { browse: 250, delivery: 250, cart: 400, checkout: 1500 } as const;
const MEMORY_GROWTH_LIMIT = 0.15;

type Kind = keyof typeof BUDGET_P99_MS;
type Ready = { port: number; flashAccessoryId: string; tokens: string[] };

const DELIVERY = {
  address: 'Room 12, Kapili Hostel, Tezpur University',
  pinCode: '784028',
  district: 'Sonitpur',
  state: 'Assam',
};

/** Where the mixed workload's checkouts and quotes go: every zone from the shop's campus. */
const DESTINATIONS = [
  DELIVERY,
  {
    address: 'Hostel 4, IIT Bombay',
    pinCode: '400076',
    district: 'Mumbai Suburban',
    state: 'Maharashtra',
  },
  { address: 'IIT Guwahati', pinCode: '781039', district: 'Kamrup', state: 'Assam' },
  {
    address: 'University of Hyderabad',
    pinCode: '500046',
    district: 'Ranga Reddy',
    state: 'Telangana',
  },
  {
    address: 'Pondicherry University',
    pinCode: '605014',
    district: 'Pondicherry',
    state: 'Puducherry',
  },
  {
    address: 'University of Kashmir',
    pinCode: '190006',
    district: 'Srinagar',
    state: 'Jammu and Kashmir',
  },
];

/** PINs the look-ups ask for: the destinations and a few the directory does not know (404s). */
const LOOKUP_PINS = [...DESTINATIONS.map((d) => d.pinCode), '110016', '744101', '194101', '999999'];

function startServer(databaseUrl: string): Promise<{ child: ChildProcess; ready: Ready }> {
  const child = spawn(process.execPath, ['--import', 'tsx', join(HERE, 'server.ts')], {
    cwd: ROOT,
    env: {
      ...env,
      LOAD_DATABASE_URL: databaseUrl,
      LOAD_BUYERS: String(BUYERS),
      LOAD_FLASH_STOCK: String(FLASH_STOCK),
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`the server exited early (${code})`)));
    createInterface({ input: child.stdout! }).once('line', (line) =>
      resolve({ child, ready: JSON.parse(line) as Ready }),
    );
  });
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function main() {
  console.log(
    `Load bench: ${BUYERS} buyers, flash stock ${FLASH_STOCK}, ${SECONDS} s at ${RATE}/s, soak ${SOAK_SECONDS} s at ${SOAK_RATE}/s`,
  );
  const scratch = await createThrowawayDatabase(adminUrl, { prefix: 'ct_load' });
  const { child, ready } = await startServer(scratch.url);
  const base = `http://127.0.0.1:${ready.port}/api`;

  async function call(method: string, path: string, token?: string, body?: unknown) {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: body === undefined ? undefined : JSON.stringify(body),
      redirect: 'manual',
    });
    const text = await response.text();
    return {
      status: response.status,
      json: text ? (JSON.parse(text) as Record<string, unknown>) : {},
    };
  }

  /**
   * A buy-now payment at the amount the server names (the first answer names it when ours is
   * off, as the checkout page learns it), settled through the simulator; true when it made an order.
   */
  async function buyNow(
    token: string,
    item: Record<string, unknown>,
    index: number,
    destination: typeof DELIVERY = DELIVERY,
  ) {
    const body = {
      source: 'buyNow',
      amount: 0,
      items: [item],
      deliveryDetails: {
        fullName: `Load Buyer ${index}`,
        email: `load${index}@example.com`,
        phone: '9876543210',
        ...destination,
      },
    };
    let created = await call('POST', '/payments/create', token, body);
    const named = (created.json.errors as { field: string; message: string }[] | undefined)?.find(
      (e) => e.field === 'amount',
    );
    if (created.status === 409 && named)
      created = await call('POST', '/payments/create', token, {
        ...body,
        amount: Number(named.message),
      });
    if (created.status !== 201)
      return { status: created.status, paid: false, message: String(created.json.message ?? '') };
    const payment = created.json as unknown as CreatePaymentResponse;
    const id = encodeURIComponent(payment.merchantTransactionId);
    // The simulator page's own address (its token), less the /api the caller adds.
    const settlePath = simulatorSettlePath(payment.redirectUrl).replace(/^\/api/, '');
    const settled = await call('POST', settlePath, undefined, {
      outcome: 'COMPLETED',
    });
    const status = await call('POST', `/payments/status/${id}`, token, {});
    return {
      status: settled.status === 303 ? status.status : settled.status,
      paid: status.json.state === 'COMPLETED',
    };
  }

  try {
    // 1. Flash sale.
    const flashBuyers = ready.tokens.slice(0, BUYERS);
    const started = performance.now();
    const results = await Promise.all(
      flashBuyers.map((token, i) =>
        buyNow(
          token,
          { productType: 'accessory', accessoryId: ready.flashAccessoryId, quantity: 1 },
          i,
        ),
      ),
    );
    const flashMs = performance.now() - started;
    const paid = results.filter((r) => r.paid).length;
    const refused4xx = results.filter((r) => !r.paid && r.status >= 400 && r.status < 500).length;
    const failed5xx = results.filter((r) => r.status >= 500).length;
    const left = await call('GET', `/accessories/${ready.flashAccessoryId}`);
    const stockLeft = Number((left.json as { stock?: number }).stock ?? NaN);
    const flashOk =
      paid === FLASH_STOCK &&
      refused4xx === BUYERS - FLASH_STOCK &&
      failed5xx === 0 &&
      stockLeft === 0;
    console.log(
      `\nFlash sale: ${BUYERS} buyers at once for ${FLASH_STOCK} units in ${(flashMs / 1000).toFixed(1)} s`,
    );
    console.log(
      `  paid orders ${paid} (want ${FLASH_STOCK}), clear refusals ${refused4xx} (want ${BUYERS - FLASH_STOCK}), 5xx ${failed5xx}, stock left ${stockLeft}: ${flashOk ? 'PASS' : 'FAIL'}`,
    );

    // What the buyers who got nothing were told (one line per distinct answer).
    const answers = new Map<string, number>();
    for (const r of results.filter((r) => !r.paid)) {
      const key = `${r.status} ${'message' in r ? r.message : ''}`;
      answers.set(key, (answers.get(key) ?? 0) + 1);
    }
    for (const [answer, n] of answers) console.log(`  ${n} × ${answer}`);

    const dropOk = await runDropPhase({
      base,
      database: scratch.database,
      tokens: ready.tokens.slice(0, BUYERS),
      delivery: DELIVERY,
    });

    // The catalogue the mixed workload walks.
    const list = (await call('GET', '/tshirts?limit=48')).json as unknown as TshirtListResponse;
    const tees: Tshirt[] = list.tshirts;
    const shoppers = ready.tokens.slice(BUYERS > FLASH_STOCK ? FLASH_STOCK : 0);
    const pick = <T>(items: readonly T[]) => items[Math.floor(Math.random() * items.length)]!;

    async function operation(kind: Kind, n: number): Promise<boolean> {
      const tee = pick(tees);
      if (kind === 'browse') {
        const path = pick([
          `/tshirts?category=casual&page=1&limit=12`,
          `/tshirts?category=${pick(['hostel', 'university', 'event'])}&page=1&limit=12`,
          `/tshirts/${tee._id}`,
          `/accessories?page=1&limit=12`,
          `/tshirts?sort=${pick(TSHIRT_SORTS)}&page=2&limit=12`,
        ]);
        return (await call('GET', path)).status === 200;
      }
      if (kind === 'delivery') {
        const pin = pick(LOOKUP_PINS);
        if (Math.random() < 0.5) {
          const found = await call('GET', `/delivery/pincodes/${pin}`);
          return found.status === 200 || (pin === '999999' && found.status === 404);
        }
        const line = {
          id: 'q',
          productType: 'tshirt',
          tshirtId: tee._id,
          size: 'M',
          color: tee.colors[0] ?? null,
          quantity: 1,
        };
        return (
          (await call('POST', '/cart/quote', undefined, { pinCode: pin, items: [line] })).status ===
          200
        );
      }
      const token = pick(shoppers);
      const color = tee.colors[0] ?? null;
      const item = {
        productType: 'tshirt',
        tshirtId: tee._id,
        size: pick(['S', 'M', 'L', 'XL']),
        color,
        quantity: 1,
      };
      if (kind === 'cart') {
        const added = await call('POST', '/cart/add', token, item);
        const cart = await call('GET', '/cart', token);
        return added.status < 300 && cart.status === 200;
      }
      return (await buyNow(token, item, n, pick(DESTINATIONS))).paid;
    }

    async function fixedRate(seconds: number, rate: number, onSample?: () => void) {
      const latencies: Record<Kind, number[]> = {
        browse: [],
        delivery: [],
        cart: [],
        checkout: [],
      };
      const errors: Record<Kind, number> = { browse: 0, delivery: 0, cart: 0, checkout: 0 };
      const total = Math.round(seconds * rate);
      const begin = performance.now();
      const running: Promise<void>[] = [];
      let nextSample = begin;
      for (let i = 0; i < total; i += 1) {
        const due = begin + (i * 1000) / rate;
        const wait = due - performance.now();
        if (wait > 0) await sleep(wait);
        if (onSample && performance.now() >= nextSample) {
          onSample();
          nextSample += 10_000;
        }
        const roll = Math.random();
        const kind: Kind =
          roll < 0.72 ? 'browse' : roll < 0.8 ? 'delivery' : roll < 0.95 ? 'cart' : 'checkout';
        const t0 = performance.now();
        running.push(
          operation(kind, i)
            .catch(() => false)
            .then((ok) => {
              latencies[kind].push(performance.now() - t0);
              if (!ok) errors[kind] += 1;
            }),
        );
      }
      await Promise.all(running);
      return { latencies, errors, seconds: (performance.now() - begin) / 1000, total };
    }

    // 2. Mixed workload.
    const mixed = await fixedRate(SECONDS, RATE);
    console.log(
      `\nMixed workload: ${mixed.total} operations in ${mixed.seconds.toFixed(1)} s (${(mixed.total / mixed.seconds).toFixed(1)}/s)`,
    );
    console.log('  kind       ops   errors   p50 ms   p95 ms   p99 ms   budget p99');
    let mixedOk = true;
    for (const kind of Object.keys(BUDGET_P99_MS) as Kind[]) {
      const sorted = [...mixed.latencies[kind]].sort((a, b) => a - b);
      const p99 = percentile(sorted, 99);
      const ok = mixed.errors[kind] === 0 && p99 <= BUDGET_P99_MS[kind];
      mixedOk &&= ok;
      console.log(
        `  ${kind.padEnd(9)} ${String(sorted.length).padStart(5)} ${String(mixed.errors[kind]).padStart(8)} ${percentile(sorted, 50).toFixed(0).padStart(8)} ${percentile(sorted, 95).toFixed(0).padStart(8)} ${p99.toFixed(0).padStart(8)} ${String(BUDGET_P99_MS[kind]).padStart(11)}  ${ok ? 'PASS' : 'FAIL'}`,
      );
    }

    // 3. Soak: resident memory of the server every 10 s.
    const rss: { t: number; mb: number }[] = [];
    const soakStart = performance.now();
    const sampleMemory = () => {
      const status = readFileSync(`/proc/${child.pid}/status`, 'utf8');
      const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      rss.push({ t: (performance.now() - soakStart) / 1000, mb: kb / 1024 });
    };
    const soak = await fixedRate(SOAK_SECONDS, SOAK_RATE, sampleMemory);
    sampleMemory();
    const window = Math.min(60, SOAK_SECONDS / 3);
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const first = mean(rss.filter((s) => s.t <= window).map((s) => s.mb));
    const last = mean(rss.filter((s) => s.t >= soak.seconds - window).map((s) => s.mb));
    const growth = first > 0 ? (last - first) / first : 0;
    const soakErrors = Object.values(soak.errors).reduce((a, b) => a + b, 0);
    const soakOk = growth <= MEMORY_GROWTH_LIMIT && soakErrors === 0;
    console.log(
      `\nSoak: ${soak.total} operations in ${soak.seconds.toFixed(0)} s, errors ${soakErrors}`,
    );
    console.log(
      `  server RSS: first ${window.toFixed(0)} s ${first.toFixed(1)} MB, last ${window.toFixed(0)} s ${last.toFixed(1)} MB, growth ${(growth * 100).toFixed(1)}% (limit ${MEMORY_GROWTH_LIMIT * 100}%): ${soakOk ? 'PASS' : 'FAIL'}`,
    );
    console.log(
      `  samples (s: MB): ${rss.map((s) => `${s.t.toFixed(0)}:${s.mb.toFixed(0)}`).join(' ')}`,
    );

    const ok = flashOk && dropOk && mixedOk && soakOk;
    console.log(
      `\nLoad bench ${ok ? 'PASSED' : 'FAILED'} (${new Date().toISOString().slice(0, 10)})`,
    );
    process.exitCode = ok ? 0 : 1;
  } finally {
    child.kill('SIGTERM');
    await new Promise((r) => child.once('exit', r));
    await scratch.drop();
  }
}

await main();
