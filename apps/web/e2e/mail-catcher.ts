import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startSmtpTestServer } from '../../api/test/smtp-test-server';

/** One message as the browser tests read it (GET {mailboxURL}/messages?to=…). */
export type CaughtMail = { to: string[]; subject: string; text: string; html: string };

/**
 * The e2e server's mail server: the API tests' SMTP server (apps/api/test/smtp-test-server.ts),
 * which the API process reaches through SMTP_URL, and a small HTTP reader beside it. The tests run
 * in other processes than global setup, so they ask this reader for what arrived.
 */
export async function startMailCatcher() {
  const smtp = await startSmtpTestServer();
  const reader: Server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://127.0.0.1');
    if (request.method !== 'GET' || url.pathname !== '/messages') {
      response.writeHead(404).end();
      return;
    }
    const to = url.searchParams.get('to') ?? '';
    const mails: CaughtMail[] = smtp.to(to).map((mail) => ({
      to: mail.envelopeTo,
      subject: mail.subject ?? '',
      text: mail.text ?? '',
      html: typeof mail.html === 'string' ? mail.html : '',
    }));
    response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(mails));
  });
  await new Promise<void>((resolve, reject) => {
    reader.once('error', reject);
    reader.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = reader.address() as AddressInfo;
  return {
    smtpUrl: smtp.url,
    mailboxURL: `http://127.0.0.1:${port}`,
    async stop() {
      await new Promise<void>((resolve) => reader.close(() => resolve()));
      await smtp.stop();
    },
  };
}
