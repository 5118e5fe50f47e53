import { expect, inject } from 'vitest';
import type { CaughtMail } from './mail-catcher';

const mailboxURL = inject('mailboxURL');

/** What the e2e mail server has received for `to` so far. */
export async function mailsTo(to: string): Promise<CaughtMail[]> {
  const response = await fetch(`${mailboxURL}/messages?to=${encodeURIComponent(to)}`);
  expect(response.ok).toBe(true);
  return (await response.json()) as CaughtMail[];
}

/**
 * Waits for a message with this subject to reach `to`. The API's outbox job sends every 5 s
 * (apps/api/src/server.ts), so a message queued now arrives within about that, plus SMTP.
 */
export async function waitForMail(
  to: string,
  subject: string,
  timeoutMs = 20_000,
): Promise<CaughtMail> {
  let found: CaughtMail | undefined;
  await expect
    .poll(
      async () => {
        found = (await mailsTo(to)).find((mail) => mail.subject === subject);
        return Boolean(found);
      },
      { timeout: timeoutMs, interval: 500 },
    )
    .toBe(true);
  return found!;
}
