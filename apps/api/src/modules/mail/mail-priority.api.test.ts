import { MAIL_SUBJECTS } from '@campus-threads/contract';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testDatabaseKinds, useTestApp } from '../../../test/create-test-app';
import {
  createDesign,
  createPaidOrder,
  createUser,
  type CreatedUser,
} from '../../../test/factories';
import { startSmtpTestServer } from '../../../test/smtp-test-server';
import { emailOutbox } from '../../db/schema';

const smtp = await startSmtpTestServer();
afterAll(() => smtp.stop());

// The sender under a backlog (docs/decisions/0064): mail a person is waiting for (a password
// reset) is claimed before any order confirmation, and one run of the job stops claiming once
// its time budget is spent, so a backlog leaves in slices that requests and other processes
// interleave with.
describe.each(testDatabaseKinds())('the outbox under a backlog on %s', (kind) => {
  const t = useTestApp(kind, { env: { SMTP_URL: smtp.url } });
  let buyer: CreatedUser;
  let forgetful: CreatedUser;
  const BACKLOG = 12;
  const at = () => new Date(Date.now() + 60_000);
  const pending = async (mailKind: string) =>
    (
      await t.database.db
        .select({ id: emailOutbox.id })
        .from(emailOutbox)
        .where(and(eq(emailOutbox.kind, mailKind), eq(emailOutbox.state, 'pending')))
    ).length;

  beforeAll(async () => {
    const seller = await createUser(t.app);
    buyer = await createUser(t.app);
    forgetful = await createUser(t.app);
    const designId = (await createDesign(t.app, seller.user._id)).id;
    await t.app.services.mail.sendDue(at()); // the welcomes
    for (let i = 0; i < BACKLOG; i += 1) await createPaidOrder(t.app, buyer, designId);
  });

  it('sends a password reset asked for behind a backlog of confirmations first', async () => {
    const t0 = Date.now();
    expect(await pending('order_confirmation')).toBe(BACKLOG);
    const asked = await t.app.inject({
      method: 'POST',
      url: '/api/auth/forgot-password',
      payload: { email: forgetful.user.email },
    });
    expect(asked.statusCode).toBe(200);
    await t.app.services.background.settled();

    // A run with no time left still sends one claim: the reset, then the oldest confirmations.
    console.log('asked', Date.now() - t0);
    const sent = await t.app.services.mail.sendDue(at(), 0);
    console.log('first', Date.now() - t0, sent);
    expect(sent).toBeGreaterThanOrEqual(1);
    expect(sent).toBeLessThan(BACKLOG);
    expect(smtp.to(forgetful.user.email).map((m) => m.subject)).toContain(
      MAIL_SUBJECTS.passwordReset,
    );
    expect(await pending('password_reset')).toBe(0);
    expect(await pending('order_confirmation')).toBe(BACKLOG - (sent - 1));

    // Later runs send the rest, each once.
    await t.app.services.mail.sendDue(at());
    expect(await pending('order_confirmation')).toBe(0);
    const confirmations = smtp
      .toBesidesWelcome(buyer.user.email)
      .filter((m) => m.subject?.includes('confirmed'));
    expect(confirmations).toHaveLength(BACKLOG);
    expect(new Set(confirmations.map((m) => m.messageId)).size).toBe(BACKLOG);
  });
});
