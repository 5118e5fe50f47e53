import { DEMO_ACCOUNTS, type TshirtListResponse } from '@campus-threads/contract';
import { and, eq, inArray } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../test/create-test-app';
import { emailOutbox, invoices, users } from '../db/schema';
import { fileKeyFromUrl } from '../lib/file-urls';
import { createDemoImageRenderer } from './demo-images';
import { DEMO_ACCESSORIES } from './demo-catalog.data';
import { seedDemoShop } from './seed-demo-shop';

// A first start (docs/decisions/0064): the demo shop is written before the server answers, its
// history's e-mails to demo accounts are set aside rather than sent, and its pictures are drawn
// after the server answers, /files showing a placeholder (never cached) until each is ready.
describe.each(testDatabaseKinds())('the demo shop on a first start on %s', (kind) => {
  const t = useTestApp(kind);

  it(
    'leaves no e-mail to send and plans its pictures for after the server answers',
    { timeout: 180_000 },
    async () => {
      const demo = await seedDemoShop(t.app, t.database, t.config);
      const { db } = t.database;

      // The history happened (orders with invoices) but nothing waits in the outbox.
      expect((await db.select({ id: invoices.id }).from(invoices)).length).toBeGreaterThan(5);
      const outbox = await db.select({ state: emailOutbox.state }).from(emailOutbox);
      expect(outbox.filter((m) => m.state === 'pending')).toEqual([]);
      expect(outbox.filter((m) => m.state === 'skipped').length).toBeGreaterThan(10);
      expect(await t.app.services.mail.sendDue(new Date(Date.now() + 60_000))).toBe(0);
      // A demo account's own reset still goes out: only the history's mail was set aside.
      const [admin] = await db
        .select({ id: users.id })
        .from(users)
        .where(inArray(users.email, [DEMO_ACCOUNTS[0]!.email]));
      expect(admin).toBeDefined();
      const asked = await t.app.inject({
        method: 'POST',
        url: '/api/auth/forgot-password',
        payload: { email: DEMO_ACCOUNTS[0]!.email },
      });
      expect(asked.statusCode).toBe(200);
      await t.app.services.background.settled();
      const reset = await db
        .select({ state: emailOutbox.state })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.userId, admin!.id), eq(emailOutbox.kind, 'password_reset')));
      expect(reset).toEqual([{ state: 'pending' }]);

      // The listing answers with its pictures' addresses; each is a placeholder for now.
      const list = await t.app.inject({ method: 'GET', url: '/api/tshirts?limit=12' });
      const first = list.json<TshirtListResponse>().tshirts[0]!;
      const key = fileKeyFromUrl(first.images[0]!)!;
      expect(await t.app.services.storage.exists(key)).toBe(false);
      const placeholder = await t.app.inject({ method: 'GET', url: `/files/${key}` });
      expect(placeholder.statusCode).toBe(200);
      expect(placeholder.headers['content-type']).toBe('image/webp');
      expect(placeholder.headers['cache-control']).toBe('no-store');
      expect(typeof demo.drawImages).toBe('function');
    },
  );
});

describe('demo pictures drawn later', () => {
  const t = useTestApp('pglite');

  it('answers the keys at once and draws them when asked, each once', async () => {
    const renderer = createDemoImageRenderer(t.app.services.storage, { later: true });
    const accessory = DEMO_ACCESSORIES[0]!;
    const keys = await renderer.accessoryImages({ slug: 'later', art: accessory.art });
    expect(keys).toHaveLength(2);
    expect(renderer.planned()).toBe(2);
    for (const key of keys) expect(await t.app.services.storage.exists(key)).toBe(false);

    await renderer.drawPlanned(2);
    expect(renderer.planned()).toBe(0);
    expect(renderer.stats).toEqual({ rendered: 2, reused: 0 });
    const drawn = await t.app.inject({ method: 'GET', url: `/files/${keys[0]}` });
    expect(drawn.statusCode).toBe(200);
    expect(drawn.headers['cache-control']).toContain('immutable');
    expect(drawn.rawPayload.length).toBeGreaterThan(1000);
  });
});
