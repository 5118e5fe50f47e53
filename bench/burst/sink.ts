import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * The burst bench's mail server: it accepts every message on a free loopback port and counts
 * them by Message-ID (the outbox makes it from the message's row, so a resend has the same one),
 * else by subject and recipient. It reads only the header block and looks for a PDF part by its
 * content type: it shares its process with autocannon, whose figures a parser's work would blur.
 */
export type Sink = {
  url: string;
  /** Messages accepted, resends included. */
  received(): number;
  /** Distinct messages. */
  unique(): number;
  /** Distinct messages that carried an application/pdf part. */
  withPdf(): number;
  /** performance.now() when the latest new message arrived. */
  lastArrival(): number;
  /** performance.now() when the first message with this exact Subject arrived, or null. */
  arrivalOf(subject: string): number | null;
  close(): Promise<void>;
};

function header(head: string, name: string): string {
  const match = new RegExp(`^${name}:[ \\t]*(.*)$`, 'im').exec(head);
  return match?.[1]?.trim() ?? '';
}

export async function startSink(): Promise<Sink> {
  const seen = new Set<string>();
  let received = 0;
  let withPdf = 0;
  let lastArrival = 0;
  const firstBySubject = new Map<string, number>();
  const server = new SMTPServer({
    authOptional: true,
    // Plain SMTP on loopback: nodemailer would refuse STARTTLS's self-signed certificate.
    disabledCommands: ['STARTTLS'],
    logger: false,
    onAuth: (_auth, _session, callback) => callback(null, { user: 'bench' }),
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const raw = Buffer.concat(chunks).toString('latin1');
        const end = raw.search(/\r?\n\r?\n/);
        // Folded header lines joined, so a long Subject or Message-ID reads as one.
        const head = (end < 0 ? raw : raw.slice(0, end)).replace(/\r?\n[ \t]+/g, ' ');
        const recipients = session.envelope.rcptTo.map((r) => r.address).join(',');
        const key = header(head, 'Message-ID') || `${header(head, 'Subject')}|${recipients}`;
        received += 1;
        if (!seen.has(key)) {
          seen.add(key);
          lastArrival = performance.now();
          const subject = header(head, 'Subject');
          if (!firstBySubject.has(subject)) firstBySubject.set(subject, lastArrival);
          if (/content-type:\s*application\/pdf/i.test(raw)) withPdf += 1;
        }
        callback();
      });
      stream.on('error', (error: Error) => callback(error));
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.server.address() as AddressInfo;
  return {
    url: `smtp://bench:bench@127.0.0.1:${port}`,
    received: () => received,
    unique: () => seen.size,
    withPdf: () => withPdf,
    lastArrival: () => lastArrival,
    arrivalOf: (subject) => firstBySubject.get(subject) ?? null,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
