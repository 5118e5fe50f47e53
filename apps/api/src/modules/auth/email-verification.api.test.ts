import {
  EMAIL_VERIFICATION_RESEND_LIMIT,
  EMAIL_VERIFICATION_TEXTS as T,
  type Profile,
} from '@campus-threads/contract';
import { afterAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, TEST_JWT_SECRET, useTestApp } from '../../../test/create-test-app';
import {
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { startSmtpTestServer } from '../../../test/smtp-test-server';
import { createSignedTokens } from '../../lib/signed-token';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

// A new account's address is checked by a link in its welcome e-mail (a real SMTP
// conversation); until then the profile says so, and nothing else waits for it.
describe.each(testDatabaseKinds())('e-mail verification on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' },
  });
  const post = (url: string, payload?: Record<string, unknown>, token?: string) =>
    t.app.inject({
      method: 'POST',
      url,
      payload,
      headers: token ? { authorization: `Bearer ${token}` } : {},
    });
  const profileOf = async (user: CreatedUser) =>
    (
      await t.app.inject({
        method: 'GET',
        url: '/api/users/profile',
        headers: { authorization: `Bearer ${user.token}` },
      })
    ).json<Profile>();

  /** Sends what is queued and reads the newest verification link e-mailed to the user. */
  async function linkFor(user: CreatedUser, subject: string): Promise<string> {
    await t.app.services.mail.sendDue(new Date(Date.now() + 60_000));
    const mail = smtp
      .to(user.user.email)
      .filter((m) => m.subject === subject)
      .at(-1);
    expect(mail, `no "${subject}" to ${user.user.email}`).toBeDefined();
    const link = /https:\/\/shop\.example\/verify-email\?token=([\w.-]+)/.exec(mail!.text ?? '');
    expect(link, mail!.text).not.toBeNull();
    expect(mail!.html).toContain(link![0]);
    return link![1]!;
  }

  it('welcomes a new account with a link that verifies its address, once', async () => {
    const user = await createUser(t.app);
    expect(await profileOf(user)).toMatchObject({ emailVerified: false });
    const token = await linkFor(user, T.welcomeSubject);

    const verified = await post('/api/auth/verify-email', { token });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json()).toEqual({ message: T.verified, email: user.user.email });
    expect(await profileOf(user)).toMatchObject({ emailVerified: true });
    // Opened again (a second click, a mail program's preview): the same answer, nothing changes.
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    // Verified: no more links.
    const again = await post('/api/auth/verify-email/resend', undefined, user.token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ message: T.alreadyVerified });
  });

  it('refuses a forged, altered or expired link with its text', async () => {
    const user = await createUser(t.app);
    const token = await linkFor(user, T.welcomeSubject);
    const [id, emailHex, expires, mac] = token.split('.');
    for (const bad of [
      'not-a-token',
      [id, emailHex, String(Number(expires) + 86_400), mac].join('.'),
      [id, Buffer.from('someone@else.example').toString('hex'), expires, mac].join('.'),
    ]) {
      const refused = await post('/api/auth/verify-email', { token: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ message: T.linkInvalid });
    }
    // Signed with the server's key but past its date.
    const late = createSignedTokens(TEST_JWT_SECRET, 'email-verification').sign([
      id!,
      emailHex!,
      String(Math.floor(Date.now() / 1000) - 60),
    ]);
    const expired = await post('/api/auth/verify-email', { token: late });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: T.linkExpired });
    expect(await profileOf(user)).toMatchObject({ emailVerified: false });
  });

  it('sends the link again on request, a few times an hour, and the new link works', async () => {
    const user = await createUser(t.app);
    for (let i = 0; i < EMAIL_VERIFICATION_RESEND_LIMIT.perAccount; i++) {
      const sent = await post('/api/auth/verify-email/resend', undefined, user.token);
      expect(sent.statusCode, sent.body).toBe(200);
      expect(sent.json()).toEqual({ message: T.sent(user.user.email) });
    }
    const tooMany = await post('/api/auth/verify-email/resend', undefined, user.token);
    expect(tooMany.statusCode).toBe(429);
    expect(tooMany.json()).toMatchObject({ message: T.tooMany });
    expect((await post('/api/auth/verify-email/resend')).statusCode).toBe(401);

    const token = await linkFor(user, T.againSubject);
    expect((await post('/api/auth/verify-email', { token })).statusCode).toBe(200);
    expect(await profileOf(user)).toMatchObject({ emailVerified: true });
  });

  it('lets an unverified account buy, and still e-mails its order confirmation', async () => {
    const seller = await createUser(t.app);
    const design = await createDesign(t.app, seller.user._id);
    const buyer = await createUser(t.app);
    expect(await profileOf(buyer)).toMatchObject({ emailVerified: false });
    const order = await createPaidOrder(t.app, buyer, design.id);
    expect(order.userId).toBe(buyer.user._id);
    await t.app.services.mail.sendDue(new Date(Date.now() + 60_000));
    const subjects = smtp.to(buyer.user.email).map((m) => m.subject);
    expect(subjects).toContain(T.welcomeSubject);
    expect(subjects.some((s) => s?.includes('is confirmed'))).toBe(true);
  });
});
