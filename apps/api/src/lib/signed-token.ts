import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Tokens for links in e-mails that need no table (docs/decisions/0053): an e-mail verification
 * link, an unsubscribe link. `<fields joined by .>.<HMAC-SHA256>`, base64url, with a key derived
 * from the server secret and the token's purpose, so a token of one purpose is never valid as
 * another's (nor as an upload signature or a session).
 */
export function createSignedTokens(secret: string, purpose: string) {
  const key = createHmac('sha256', secret).update(`campus-threads/${purpose}/v1`).digest();
  const mac = (body: string) => createHmac('sha256', key).update(body).digest('base64url');

  /** Fields must not contain "." (ids, numbers, kinds). */
  function sign(fields: readonly string[]): string {
    const body = fields.join('.');
    return `${body}.${mac(body)}`;
  }

  /** The fields, or null when the token was not made here with these fields. */
  function open(token: string, fieldCount: number): string[] | null {
    const parts = token.split('.');
    if (parts.length !== fieldCount + 1) return null;
    const given = Buffer.from(parts.at(-1)!, 'base64url');
    const body = parts.slice(0, -1).join('.');
    const wanted = Buffer.from(mac(body), 'base64url');
    if (given.length !== wanted.length || !timingSafeEqual(given, wanted)) return null;
    return parts.slice(0, -1);
  }

  return { sign, open };
}

export type SignedTokens = ReturnType<typeof createSignedTokens>;
