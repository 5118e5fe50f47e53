import {
  MAIL_SUBJECTS,
  PASSWORD_MESSAGES,
  PASSWORD_RESET_LIMITS,
  PASSWORD_RESET_MESSAGES,
  PASSWORD_RESET_TTL_MINUTES,
} from '@campus-threads/contract';
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import { createUser, type CreatedUser } from '../../../test/factories';
import { startSmtpTestServer } from '../../../test/smtp-test-server';
import { emailOutbox, passwordResetTokens } from '../../db/schema';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

const NEW_PASSWORD = 'Fresh#Start2026';

// Forgotten passwords: the reset e-mail goes through a real SMTP server, its link works
// once and for 30 minutes, and the new password ends every old session.
describe.each(testDatabaseKinds())('password reset on %s', (kind) => {
  const t = useTestApp(kind, {
    env: { SMTP_URL: smtp.url, PUBLIC_URL: 'https://shop.example' },
  });
  const post = (url: string, payload: Record<string, unknown>, ip = '203.0.113.9') =>
    t.app.inject({ method: 'POST', url, payload, remoteAddress: ip });

  /** Asks for a reset, runs the mail job, and reads the token from the link in the e-mail. */
  async function resetLinkFor(user: CreatedUser): Promise<string> {
    const asked = await post('/api/auth/forgot-password', { email: user.user.email.toUpperCase() });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(asked.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    await t.app.services.background.settled();
    await t.app.services.mail.sendDue(new Date(Date.now() + 60_000));
    const mail = smtp.to(user.user.email).at(-1)!;
    expect(mail.subject).toBe(MAIL_SUBJECTS.passwordReset);
    const link = /https:\/\/shop\.example\/reset-password\?token=([\w-]+)/.exec(mail.text ?? '');
    expect(link, mail.text).not.toBeNull();
    expect(mail.html).toContain(link![0]);
    return link![1]!;
  }

  it('e-mails a working link: the new password signs in, the old one and old sessions stop working', async () => {
    const user = await createUser(t.app);
    const token = await resetLinkFor(user);
    // The table keeps the token's hash, never the token.
    const [stored] = await t.database.db
      .select()
      .from(passwordResetTokens)
      .where(eq(passwordResetTokens.userId, user.user._id));
    expect(stored!.tokenHash).not.toContain(token);
    expect(stored!.expiresAt.getTime() - stored!.createdAt.getTime()).toBe(
      PASSWORD_RESET_TTL_MINUTES * 60_000,
    );

    const reset = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(reset.json()).toMatchObject({ email: user.user.email, token: expect.any(String) });

    const oldSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${user.token}` },
    });
    expect(oldSession.statusCode).toBe(401);
    const newSession = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: { authorization: `Bearer ${reset.json<{ token: string }>().token}` },
    });
    expect(newSession.statusCode).toBe(200);
    const oldPassword = await post('/api/auth/login', {
      email: user.user.email,
      password: user.password,
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await post('/api/auth/login', {
      email: user.user.email,
      password: NEW_PASSWORD,
    });
    expect(newPassword.statusCode).toBe(200);

    // Used up: the same link again is refused, and changes nothing.
    const again = await post('/api/auth/reset-password', { token, newPassword: 'Other#Pass2026' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.tokenInvalid });
  });

  it("refuses a weak password with the sign-up's texts, and keeps the link usable", async () => {
    const user = await createUser(t.app);
    const token = await resetLinkFor(user);
    const weak = await post('/api/auth/reset-password', { token, newPassword: 'short' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json<{ message: string }>().message).toBe(PASSWORD_MESSAGES.tooShort);
    const lower = await post('/api/auth/reset-password', { token, newPassword: 'alllowercase1!' });
    expect(lower.json<{ message: string }>().message).toBe(PASSWORD_MESSAGES.needsUppercase);
    const fine = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(fine.statusCode).toBe(200);
  });

  it('refuses an expired link and an unknown one', async () => {
    const user = await createUser(t.app);
    const token = await resetLinkFor(user);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, user.user._id));
    const expired = await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD });
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.tokenExpired });
    const unknown = await post('/api/auth/reset-password', {
      token: 'not-a-token-we-ever-sent',
      newPassword: NEW_PASSWORD,
    });
    expect(unknown.statusCode).toBe(400);
    const login = await post('/api/auth/login', {
      email: user.user.email,
      password: user.password,
    });
    expect(login.statusCode).toBe(200);
  });

  it('tells the reset page on open whether its link still works: fresh, used, expired, unknown (issue 27)', async () => {
    const check = (token: string) => post('/api/auth/reset-password/check', { token });
    const user = await createUser(t.app);
    const token = await resetLinkFor(user);
    const fresh = await check(token);
    expect(fresh.statusCode, fresh.body).toBe(200);
    expect(fresh.json()).toEqual({ valid: true });
    // Asking changes nothing: the link still resets.
    expect((await check(token)).statusCode).toBe(200);
    expect(
      (await post('/api/auth/reset-password', { token, newPassword: NEW_PASSWORD })).statusCode,
    ).toBe(200);
    const used = await check(token);
    expect(used.statusCode).toBe(400);
    expect(used.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.tokenInvalid });

    const other = await createUser(t.app);
    const late = await resetLinkFor(other);
    await t.database.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.userId, other.user._id));
    const expired = await check(late);
    expect(expired.statusCode).toBe(400);
    expect(expired.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.tokenExpired });
    const unknown = await check('not-a-token-we-ever-sent');
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json()).toMatchObject({ message: PASSWORD_RESET_MESSAGES.tokenInvalid });
  });

  it('answers an unknown address exactly as a known one, and e-mails nobody', async () => {
    const before = await t.database.db.select().from(emailOutbox);
    const unknown = await post('/api/auth/forgot-password', { email: 'nobody-here@example.com' });
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
    await t.app.services.background.settled();
    expect(await t.database.db.select().from(emailOutbox)).toHaveLength(before.length);
    const invalid = await post('/api/auth/forgot-password', { email: 'not-an-email' });
    expect(invalid.statusCode).toBe(422);
  });

  it('answers before looking the address up: the reply never waits on the account (issue 27)', async () => {
    const user = await createUser(t.app);
    // The lookup is held until after both replies: were the reply waiting on it, it would never come.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const users = t.app.services.users;
    const lookup = vi.spyOn(users, 'findByEmail').mockImplementation(async (email) => {
      await held;
      lookup.mockRestore();
      return users.findByEmail(email);
    });
    try {
      for (const email of [user.user.email, 'no-account-here@example.com']) {
        const asked = await post('/api/auth/forgot-password', { email });
        expect(asked.statusCode).toBe(200);
        expect(asked.json()).toEqual({ message: PASSWORD_RESET_MESSAGES.sent });
      }
      const tokens = () =>
        t.database.db
          .select()
          .from(passwordResetTokens)
          .where(eq(passwordResetTokens.userId, user.user._id));
      expect(await tokens()).toHaveLength(0);
      release();
      await t.app.services.background.settled();
      expect(await tokens()).toHaveLength(1);
    } finally {
      release();
      lookup.mockRestore();
    }
  });

  it('throttles per e-mail and per address, with or without an account', async () => {
    for (const email of ['limit-me@example.com']) {
      for (let i = 0; i < PASSWORD_RESET_LIMITS.perEmail; i += 1)
        expect(
          (await post('/api/auth/forgot-password', { email }, `198.51.100.${i}`)).statusCode,
        ).toBe(200);
      expect((await post('/api/auth/forgot-password', { email }, '198.51.100.99')).statusCode).toBe(
        429,
      );
    }
    for (let i = 0; i < PASSWORD_RESET_LIMITS.perAddress; i += 1)
      await post('/api/auth/forgot-password', { email: `someone${i}@example.com` }, '192.0.2.77');
    const over = await post(
      '/api/auth/forgot-password',
      { email: 'someone-else@example.com' },
      '192.0.2.77',
    );
    expect(over.statusCode).toBe(429);
  });
});
