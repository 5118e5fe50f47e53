import {
  EMAIL_VERIFICATION_TEXTS,
  LIST_UNSUBSCRIBE_POST,
  MAIL_SUBJECTS,
  UNSUBSCRIBE_TEXTS,
  shortOrderId,
  type Profile,
} from '@campus-threads/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createAdmin,
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { startSmtpTestServer, type ReceivedMail } from '../../../test/smtp-test-server';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

/** A header's value as the SMTP server received it, unparsed (mailparser folds List-* into one). */
function header(mail: ReceivedMail, name: string): string | undefined {
  const line = mail.headerLines.find((h) => h.key === name.toLowerCase())?.line;
  return line
    ?.slice(line.indexOf(':') + 1)
    .replace(/\r?\n\s+/g, ' ')
    .trim();
}

// Optional e-mails carry RFC 8058 one-click unsubscribe headers and a link; those a
// buyer needs carry neither and are sent whatever the switch says.
describe.each(testDatabaseKinds())('unsubscribing from optional e-mails on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' },
  });
  let admin: CreatedUser;
  let designId: string;
  beforeAll(async () => {
    admin = await createAdmin(t.app, t.database.db);
    designId = (await createDesign(t.app, (await createUser(t.app)).user._id)).id;
  });
  const sendAll = () => t.app.services.mail.sendDue(new Date(Date.now() + 60_000));
  const confirm = (orderId: string, status: string) =>
    t.app.inject({
      method: 'PATCH',
      url: `/api/orders/${orderId}/status`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { status, remark: '' },
    });
  const profileOf = async (user: CreatedUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json<Profile>();

  it('puts List-Unsubscribe on a status update only, and its one-click POST turns updates off', async () => {
    const buyer = await createUser(t.app);
    const order = await createPaidOrder(t.app, buyer, designId);
    expect((await confirm(order._id, 'confirmed')).statusCode).toBe(200);
    await sendAll();
    const mails = smtp.to(buyer.user.email);
    const bySubject = (subject: string) => mails.find((m) => m.subject === subject)!;
    const confirmation = bySubject(MAIL_SUBJECTS.orderConfirmation([shortOrderId(order._id)]));
    const welcome = bySubject(EMAIL_VERIFICATION_TEXTS.welcomeSubject);
    const status = bySubject(MAIL_SUBJECTS.orderStatus(shortOrderId(order._id)));

    // Needed messages: no header, no link.
    for (const needed of [confirmation, welcome]) {
      expect(header(needed, 'List-Unsubscribe')).toBeUndefined();
      expect(header(needed, 'List-Unsubscribe-Post')).toBeUndefined();
      expect(needed.text).not.toContain(UNSUBSCRIBE_TEXTS.mailLink);
    }
    // The optional one: both headers (RFC 8058), and the page link in the body.
    expect(header(status, 'List-Unsubscribe-Post')).toBe(LIST_UNSUBSCRIBE_POST);
    const oneClick = /^<(https:\/\/shop\.example\/api\/mail\/unsubscribe\?token=[\w.-]+)>$/.exec(
      header(status, 'List-Unsubscribe') ?? '',
    );
    expect(oneClick, header(status, 'List-Unsubscribe')).not.toBeNull();
    expect(status.text).toMatch(
      new RegExp(`${UNSUBSCRIBE_TEXTS.mailLink}: https://shop\\.example/unsubscribe\\?token=`),
    );
    expect(status.html).toContain('https://shop.example/unsubscribe?token=');

    // The mail program's one-click POST: a form body, no session.
    const url = new URL(oneClick![1]!);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: LIST_UNSUBSCRIBE_POST,
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json()).toEqual({ message: UNSUBSCRIBE_TEXTS.done });
    expect(await profileOf(buyer)).toMatchObject({ emailUpdates: false });

    // From now on: no more status e-mails, but the needed ones still come.
    const before = smtp.to(buyer.user.email).length;
    const second = await createPaidOrder(t.app, buyer, designId);
    expect((await confirm(second._id, 'confirmed')).statusCode).toBe(200);
    await sendAll();
    const after = smtp.to(buyer.user.email).slice(before);
    expect(after.map((m) => m.subject)).toEqual([
      MAIL_SUBJECTS.orderConfirmation([shortOrderId(second._id)]),
    ]);
  });

  it('refuses a forged or altered token and changes nothing', async () => {
    const buyer = await createUser(t.app);
    const pageUrl = t.app.services.mail.unsubscribeLinks.pageUrl(buyer.user._id);
    const token = new URL(pageUrl).searchParams.get('token')!;
    const other = await createUser(t.app);
    const forged = token.replace(buyer.user._id, other.user._id);
    for (const bad of ['nonsense', forged]) {
      const refused = await t.app.inject({
        method: 'POST',
        url: `/api/mail/unsubscribe?token=${encodeURIComponent(bad)}`,
      });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: UNSUBSCRIBE_TEXTS.linkInvalid });
    }
    expect(await profileOf(other)).toMatchObject({ emailUpdates: true });
    // The page's own POST (JSON, or no body at all) works as the mail program's does.
    const fromPage = await t.app.inject({
      method: 'POST',
      url: `/api/mail/unsubscribe?token=${token}`,
      payload: {},
    });
    expect(fromPage.statusCode, fromPage.body).toBe(200);
    expect(await profileOf(buyer)).toMatchObject({ emailUpdates: false });
  });
});
