import { EMAIL_VERIFICATION_TEXTS } from '@campus-threads/contract';
import type { AddressInfo } from 'node:net';
import { simpleParser, type ParsedMail } from 'mailparser';
import { SMTPServer } from 'smtp-server';

/** A message the test SMTP server received, parsed. */
export type ReceivedMail = ParsedMail & { envelopeTo: string[] };

/**
 * A real SMTP server for the tests (the `smtp-server` package): it speaks SMTP on a free port,
 * takes any user and password, and keeps what it receives, parsed. `stop()` and `start()` again on
 * the same port stand in for a mail server that goes down and comes back.
 */
export async function startSmtpTestServer(options: { port?: number } = {}) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | null = null;
  let port = options.port ?? 0;

  async function start(): Promise<void> {
    server = new SMTPServer({
      authOptional: true,
      // Plain SMTP on loopback: no STARTTLS, whose self-signed certificate nodemailer would refuse.
      disabledCommands: ['STARTTLS'],
      onAuth: (_auth, _session, callback) => callback(null, { user: 'test' }),
      onData(stream, session, callback) {
        simpleParser(stream)
          .then((mail) => {
            received.push(
              Object.assign(mail, { envelopeTo: session.envelope.rcptTo.map((r) => r.address) }),
            );
            callback();
          })
          .catch((error: Error) => callback(error));
      },
    });
    await new Promise<void>((resolve, reject) => {
      server!.once('error', reject);
      server!.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.server.address() as AddressInfo).port;
  }

  async function stop(): Promise<void> {
    const closing = server;
    server = null;
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await start();
  return {
    received,
    get url() {
      return `smtp://test:secret@127.0.0.1:${port}`;
    },
    start,
    stop,
    /** Messages to this address. */
    to: (address: string) => received.filter((mail) => mail.envelopeTo.includes(address)),
    /** The same, less the welcome every new account gets (docs/decisions/0053). */
    toBesidesWelcome: (address: string) =>
      received.filter(
        (mail) =>
          mail.envelopeTo.includes(address) &&
          mail.subject !== EMAIL_VERIFICATION_TEXTS.welcomeSubject,
      ),
  };
}
