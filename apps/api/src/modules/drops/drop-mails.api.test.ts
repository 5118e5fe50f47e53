import {
  DROP_JOIN_MAIL,
  DROP_MESSAGES,
  formatShopDateTime,
  type DropResponse,
} from '@campus-threads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { dropsKit } from '../../../test/drop-fixtures';
import { dropJoining } from '../../../test/drop-joining';
import { createAdmin, createDesign, createUser, type CreatedUser } from '../../../test/factories';
import { startSmtpTestServer } from '../../../test/smtp-test-server';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

// What a drop's buyer and admin are told (docs/decisions/0054): the join e-mail names the drop,
// the hold and the refund rule; the drop page tells a signed-in buyer their joins; an admin's copy
// of the closing news is written to the admin and opens admin Drops.
describe.each(testDatabaseKinds())('drop e-mails and joins on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { SMTP_URL: smtp.url, DROP_MIN_LEAD_SECONDS: '5' },
  });
  const { openDrop, call } = dropsKit(t);
  const { joinAndPay } = dropJoining(t);
  let seller: CreatedUser;
  let admin: CreatedUser;
  let designId: string;

  beforeAll(async () => {
    seller = await createUser(t.app);
    admin = await createAdmin(t.app, t.database.db);
    designId = (await createDesign(t.app, seller.user._id)).id;
  });
  const sendAll = () => t.app.services.mail.sendDue(new Date(Date.now() + 60_000));

  it('e-mails the joining buyer the drop, the hold until the deadline and the refund rule, and shows them their join', async () => {
    const drop = await openDrop(seller, designId, {
      title: 'Join Mail Tee',
      minQuantity: 3,
      maxQuantity: null,
      tiers: [],
    });
    const buyer = await createUser(t.app);
    expect((await joinAndPay(buyer, drop)).body.state).toBe('COMPLETED');
    await sendAll();
    // Every new account is also welcomed (decision 0053): this test is about the join's e-mail.
    const [joined, ...more] = smtp.toBesidesWelcome(buyer.user.email);
    expect(more).toHaveLength(0);
    expect(joined!.subject).toBe(DROP_JOIN_MAIL.subject('Join Mail Tee'));
    const text = joined!.text!.replace(/\s+/g, ' ');
    expect(text).toContain(DROP_JOIN_MAIL.hold(formatShopDateTime(drop.deadline), 3));
    expect(text).toContain(DROP_JOIN_MAIL.refundRule);
    expect(joined!.html).toContain(`/drop/${drop.slug}`);

    const mine = await call<DropResponse>('GET', `/api/drops/${drop.slug}`, buyer.token);
    expect(mine.body.mine).toEqual([
      expect.objectContaining({ size: 'M', color: 'Black', quantity: 1, paid: expect.any(Number) }),
    ]);
    expect((await call<DropResponse>('GET', `/api/drops/${drop.slug}`)).body.mine).toEqual([]);
    const other = await createUser(t.app);
    expect(
      (await call<DropResponse>('GET', `/api/drops/${drop.slug}`, other.token)).body.mine,
    ).toEqual([]);
  });

  it("tells the new-drop form the server's DROP_MIN_LEAD_SECONDS in GET /api/settings", async () => {
    const settings = await call<{ dropMinLeadSeconds: number }>('GET', '/api/settings');
    expect(settings.body.dropMinLeadSeconds).toBe(5);
  });

  it("writes the admin's copy of a drop's end to the admin, opening admin Drops", async () => {
    const drop = await openDrop(seller, designId, {
      title: 'Admin Copy Tee',
      minQuantity: 1,
      maxQuantity: null,
      tiers: [],
      deadline: new Date(Date.now() + 60_000).toISOString(),
    });
    const buyer = await createUser(t.app);
    expect((await joinAndPay(buyer, drop)).body.state).toBe('COMPLETED');
    const at = new Date(new Date(drop.deadline).getTime() + 1000);
    expect(await t.app.services.flows.closeDueDrops(at)).toBe(1);
    await sendAll();
    const toAdmin = smtp
      .to(admin.user.email)
      .find((m) => m.text?.includes(DROP_MESSAGES.succeededAdmin('Admin Copy Tee', 1)));
    expect(toAdmin).toBeDefined();
    expect(toAdmin!.text).toContain(DROP_MESSAGES.adminMailHeading);
    expect(toAdmin!.html).toContain('/admin/drops');
    expect(toAdmin!.html).not.toContain('/dashboard/drops');
    const toOwner = smtp
      .to(seller.user.email)
      .find((m) => m.text?.includes(DROP_MESSAGES.succeededOwner('Admin Copy Tee', 1)));
    expect(toOwner!.html).toContain('/dashboard/drops');
  });
});
