import { createHash, createHmac } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import S3rver from 's3rver';

/**
 * A local S3-compatible server for the STORAGE=s3 tests: s3rver (pure JS, on disk) behind a small
 * front that checks presigned-URL signatures (SigV4 query auth), which s3rver itself does not
 * ("Signature version 4 calculation is unimplemented" in its source). The front recomputes the
 * signature from the request as received: a changed Content-Length or Content-Type, a forged
 * signature or an expired URL is a 403, as on AWS. Requests the API makes with an Authorization
 * header pass straight through.
 */
export const TEST_S3_CREDENTIALS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } as const;

export type TestS3Server = {
  endpoint: string;
  bucket: string;
  /** s3rver's own address, bypassing the signature front (to plant objects like a lax provider). */
  directEndpoint: string;
  /** Moves the bucket's clock (its expiry check) forward by `ms`, instead of sleeping. */
  advanceClock: (ms: number) => void;
  close: () => Promise<void>;
};

const hmac = (key: Buffer | string, data: string) =>
  createHmac('sha256', key).update(data).digest();
const sha256Hex = (data: string) => createHash('sha256').update(data).digest('hex');
const rfc3986 = (s: string) =>
  encodeURIComponent(s).replace(
    /[!'()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );

/** The SigV4 query signature AWS would compute for this request (docs: "Authenticating Requests: Using Query Parameters"). */
function expectedSignature(
  method: string,
  url: URL,
  headers: Record<string, string | string[] | undefined>,
  secret: string,
): string {
  const params = [...url.searchParams.entries()].filter(([k]) => k !== 'X-Amz-Signature');
  const canonicalQuery = params
    .map(([k, v]) => [rfc3986(k), rfc3986(v)] as const)
    .sort(([a, av], [b, bv]) => (a < b ? -1 : a > b ? 1 : av < bv ? -1 : av > bv ? 1 : 0))
    .map(([k, v]) => `${k}=${v}`)
    .join('&');
  const signedHeaders = (url.searchParams.get('X-Amz-SignedHeaders') ?? '').split(';');
  const canonicalHeaders = signedHeaders
    .map(
      (name) =>
        `${name}:${String(headers[name] ?? '')
          .trim()
          .replace(/\s+/g, ' ')}\n`,
    )
    .join('');
  const payloadHash = url.searchParams.get('X-Amz-Content-Sha256') ?? 'UNSIGNED-PAYLOAD';
  const canonicalRequest = [
    method,
    url.pathname,
    canonicalQuery,
    canonicalHeaders,
    signedHeaders.join(';'),
    payloadHash,
  ].join('\n');
  const amzDate = url.searchParams.get('X-Amz-Date') ?? '';
  const scope = (url.searchParams.get('X-Amz-Credential') ?? '').split('/').slice(1).join('/');
  const [day = '', region = '', service = ''] = scope.split('/');
  const stringToSign = ['AWS4-HMAC-SHA256', amzDate, scope, sha256Hex(canonicalRequest)].join('\n');
  const key = hmac(hmac(hmac(hmac(`AWS4${secret}`, day), region), service), 'aws4_request');
  return createHmac('sha256', key).update(stringToSign).digest('hex');
}

function amzDateToMs(amzDate: string): number {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(amzDate);
  if (!m) return Number.NaN;
  return Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
}

function s3Error(code: string, message: string): string {
  return `<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code><Message>${message}</Message></Error>`;
}

export async function startTestS3Server(bucket = 'campus-threads-test'): Promise<TestS3Server> {
  const directory = mkdtempSync(join(tmpdir(), 'ct-s3-'));
  const s3rver = new S3rver({
    port: 0,
    address: '127.0.0.1',
    silent: true,
    directory,
    configureBuckets: [{ name: bucket, configs: [] }],
  });
  const { port: s3Port } = (await s3rver.run()) as AddressInfo;
  let clockOffsetMs = 0;

  const front: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', `http://${req.headers.host}`);
    if (url.searchParams.has('X-Amz-Signature')) {
      const expires = amzDateToMs(url.searchParams.get('X-Amz-Date') ?? '');
      const ttl = Number(url.searchParams.get('X-Amz-Expires'));
      const provided = url.searchParams.get('X-Amz-Signature');
      const expected = expectedSignature(
        req.method ?? 'GET',
        url,
        req.headers,
        TEST_S3_CREDENTIALS.secretAccessKey,
      );
      const refusal =
        provided !== expected
          ? s3Error('SignatureDoesNotMatch', 'The request signature we calculated does not match')
          : !(expires + ttl * 1000 > Date.now() + clockOffsetMs)
            ? s3Error('AccessDenied', 'Request has expired')
            : null;
      if (refusal) {
        req.resume();
        res.writeHead(403, { 'content-type': 'application/xml' }).end(refusal);
        return;
      }
    }
    const upstream = httpRequest(
      {
        host: '127.0.0.1',
        port: s3Port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: `127.0.0.1:${s3Port}` },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end());
    req.pipe(upstream);
  });
  await new Promise<void>((resolve) => front.listen(0, '127.0.0.1', resolve));
  const { port } = front.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}`,
    directEndpoint: `http://127.0.0.1:${s3Port}`,
    bucket,
    advanceClock: (ms) => {
      clockOffsetMs += ms;
    },
    close: async () => {
      front.closeAllConnections();
      await new Promise<void>((resolve) => front.close(() => resolve()));
      await s3rver.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
