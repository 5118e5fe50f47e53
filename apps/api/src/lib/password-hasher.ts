import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto';

const KEY_LENGTH = 64;
const SALT_BYTES = 16;
const BLOCK_SIZE = 8;
const PARALLELISM = 1;
export const DEFAULT_SCRYPT_COST = 16384;

function scryptAsync(
  password: string,
  salt: Buffer,
  keyLength: number,
  options: ScryptOptions,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(password, salt, keyLength, options, (error, key) =>
      error ? reject(error) : resolve(key),
    );
  });
}

function scryptOptions(N: number, r: number, p: number): ScryptOptions {
  // scrypt needs 128 * N * r bytes; leave headroom over Node's 32 MiB default.
  return { N, r, p, maxmem: 256 * N * r + 1024 * 1024 };
}

export type PasswordHasher = {
  hash: (password: string) => Promise<string>;
  verify: (password: string, stored: string) => Promise<boolean>;
  /** Burns the same time as a verify, for unknown emails (no timing oracle). */
  dummyVerify: (password: string) => Promise<void>;
};

/**
 * scrypt (memory-hard) from node:crypto. Stored as `scrypt$N$r$p$salt$hash` (base64url), so a
 * hash made with another cost still verifies.
 */
export function createPasswordHasher(cost: number = DEFAULT_SCRYPT_COST): PasswordHasher {
  async function hash(password: string): Promise<string> {
    const salt = randomBytes(SALT_BYTES);
    const key = await scryptAsync(
      password,
      salt,
      KEY_LENGTH,
      scryptOptions(cost, BLOCK_SIZE, PARALLELISM),
    );
    return [
      'scrypt',
      cost,
      BLOCK_SIZE,
      PARALLELISM,
      salt.toString('base64url'),
      key.toString('base64url'),
    ].join('$');
  }

  async function verify(password: string, stored: string): Promise<boolean> {
    const parts = stored.split('$');
    if (parts.length !== 6 || parts[0] !== 'scrypt') return false;
    const [N, r, p] = parts.slice(1, 4).map(Number);
    if (!N || !r || !p || !Number.isInteger(N) || !Number.isInteger(r) || !Number.isInteger(p))
      return false;
    const salt = Buffer.from(parts[4] ?? '', 'base64url');
    const expected = Buffer.from(parts[5] ?? '', 'base64url');
    if (salt.length === 0 || expected.length === 0) return false;
    const actual = await scryptAsync(password, salt, expected.length, scryptOptions(N, r, p));
    return timingSafeEqual(actual, expected);
  }

  let dummyHash: Promise<string> | undefined;
  async function dummyVerify(password: string): Promise<void> {
    dummyHash ??= hash(randomBytes(12).toString('base64url'));
    await verify(password, await dummyHash);
  }

  return { hash, verify, dummyVerify };
}
