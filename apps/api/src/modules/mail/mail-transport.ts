import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import nodemailer from 'nodemailer';

/** One message as the transport sends it. */
export type OutgoingMail = {
  /** The outbox row's id: the Message-ID is made from it, so a resend is recognisably the same. */
  id: string;
  from: string;
  to: string;
  subject: string;
  html: string;
  text: string;
  attachments: { filename: string; content: Buffer; contentType: string }[];
  /** Extra headers (an optional message's List-Unsubscribe pair, docs/decisions/0053). */
  headers?: Record<string, string>;
};

export type MailTransport = {
  /** 'smtp' or 'file' (DATA_DIR/outbox), for the log and the admin's system info. */
  kind: 'smtp' | 'file';
  /** Sends one message; resolves with the server's Message-ID or the file written. Throws on failure. */
  send(mail: OutgoingMail): Promise<string>;
  close(): void;
};

const messageIdOf = (mail: OutgoingMail, domain: string) => `<${mail.id}@${domain}>`;

function domainOf(from: string): string {
  return /@([^>\s]+)/.exec(from)?.[1] ?? 'campusthreads.local';
}

/**
 * The SMTP server of SMTP_URL (nodemailer: TLS, AUTH, pooled connections), or without it a
 * folder of .eml files, DATA_DIR/outbox, so `npm start` sends "mail" with no account anywhere
 * and a developer opens the messages in any mail program (docs/decisions/0051).
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  dataDir: string;
  /** Seconds an SMTP connection, greeting or socket may take before the attempt fails. */
  timeoutSeconds?: number;
}): MailTransport {
  const timeout = (options.timeoutSeconds ?? 15) * 1000;
  if (options.smtpUrl) {
    const url = new URL(options.smtpUrl);
    const secure = url.protocol === 'smtps:';
    const transporter = nodemailer.createTransport({
      host: url.hostname,
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: url.username
        ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) }
        : undefined,
      connectionTimeout: timeout,
      greetingTimeout: timeout,
      socketTimeout: timeout,
    });
    return {
      kind: 'smtp',
      async send(mail) {
        const info = await transporter.sendMail({
          ...mail,
          messageId: messageIdOf(mail, domainOf(mail.from)),
        });
        return String(info.messageId);
      },
      close: () => transporter.close(),
    };
  }
  const folder = join(options.dataDir, 'outbox');
  const writer = nodemailer.createTransport({
    streamTransport: true,
    buffer: true,
    newline: 'unix',
  });
  return {
    kind: 'file',
    async send(mail) {
      const info = await writer.sendMail({
        ...mail,
        messageId: messageIdOf(mail, domainOf(mail.from)),
      });
      await mkdir(folder, { recursive: true });
      const file = join(folder, `${mail.id}.eml`);
      await writeFile(file, info.message as Buffer);
      return file;
    },
    close: () => writer.close(),
  };
}
