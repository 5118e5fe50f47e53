import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import {
  simulatorSettlePath,
  type CreatePaymentResponse,
  type PaymentStatusResponse,
} from '@campus-threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createDatabase } from '../src/db/client';
import { migrateDatabase } from '../src/db/migrate';
import { TEST_JWT_SECRET } from './create-test-app';
import { buildDeliveryDetails, createDesign, createUser } from './factories';
import { freePort } from '../../../scripts/lib/free-port.mjs';

const apiRoot = resolve(import.meta.dirname, '..');

/** The real server (src/server.ts) in its own process, on the embedded database in `dataDir`. */
async function startServer(dataDir: string, port: number): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: '',
      JWT_SECRET: TEST_JWT_SECRET,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      WEB_DIST_DIR: join(dataDir, 'no-web'),
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited early:\n${output}`);
    const healthy = await fetch(`http://127.0.0.1:${port}/api/health`).then(
      (r) => r.ok,
      () => false,
    );
    if (healthy) return child;
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not start:\n${output}`);
}

function killHard(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((done) => {
    child.once('exit', () => done());
    child.kill('SIGKILL');
  });
}

describe('a crash between the payment and the status call', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'ct-crash-'));
  const children: ChildProcess[] = [];
  afterAll(async () => {
    for (const child of children) await killHard(child);
    rmSync(dataDir, { recursive: true, force: true });
  });

  // Two real server processes start one after the other: give them a loaded machine's time.
  it(
    'loses nothing: after a restart the status call makes the order, once',
    { timeout: 90_000 },
    async () => {
      // A shopper with a t-shirt in the cart, written to the on-disk embedded database.
      const config = loadConfig({
        DATA_DIR: dataDir,
        JWT_SECRET: TEST_JWT_SECRET,
        SCRYPT_COST: '1024',
        WEB_DIST_DIR: join(dataDir, 'no-web'),
      });
      const database = await createDatabase(config);
      await migrateDatabase(database);
      const app = await buildApp({ config, database });
      const seller = await createUser(app);
      const buyer = await createUser(app);
      const tee = await createDesign(app, seller.user._id, { pricePaise: 41_000 });
      const added = await app.inject({
        method: 'POST',
        url: '/api/cart/add',
        headers: { authorization: `Bearer ${buyer.token}` },
        payload: { productType: 'tshirt', tshirtId: tee.id, size: 'M', color: 'Black' },
      });
      expect(added.statusCode).toBe(201);
      await app.close();
      await database.close();

      const port = await freePort();
      const base = `http://127.0.0.1:${port}`;
      const auth = { authorization: `Bearer ${buyer.token}`, 'content-type': 'application/json' };
      const first = await startServer(dataDir, port);
      children.push(first);
      const created = await fetch(`${base}/api/payments/create`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({
          source: 'cart',
          amount: 410,
          deliveryDetails: buildDeliveryDetails({
            fullName: 'Crash Test',
            email: 'crash@example.com',
            address: 'Hostel 4',
          }),
        }),
      });
      expect(created.status).toBe(201);
      const { merchantOrderId, redirectUrl } = (await created.json()) as CreatePaymentResponse;
      const paid = await fetch(`${base}${simulatorSettlePath(redirectUrl)}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'COMPLETED' }),
        redirect: 'manual',
      });
      expect(paid.status).toBe(303);

      // The process dies before anyone asks about the payment.
      await killHard(first);

      const second = await startServer(dataDir, port);
      children.push(second);
      const statuses = await Promise.all(
        [1, 2].map(async () => {
          const response = await fetch(`${base}/api/payments/status/${merchantOrderId}`, {
            method: 'POST',
            headers: auth,
            body: '{}',
          });
          return (await response.json()) as PaymentStatusResponse;
        }),
      );
      expect(statuses.map((s) => s.state)).toEqual(['COMPLETED', 'COMPLETED']);
      expect(statuses[0]!.order?._id).toBeTruthy();
      expect(statuses[1]!.order?._id).toBe(statuses[0]!.order?._id);
      const mine = (await (
        await fetch(`${base}/api/orders/myorders`, { headers: auth })
      ).json()) as unknown[];
      expect(mine).toHaveLength(1);
      await killHard(second);
    },
  );
});
