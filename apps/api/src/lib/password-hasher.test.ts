import { describe, expect, it } from 'vitest';
import { createPasswordHasher, DEFAULT_SCRYPT_COST } from './password-hasher';

describe('password hasher', () => {
  const hasher = createPasswordHasher(1024);

  it('stores scrypt$N$r$p$salt$hash with a random salt', async () => {
    const a = await hasher.hash('Campus@2026');
    const b = await hasher.hash('Campus@2026');
    expect(a).toMatch(/^scrypt\$1024\$8\$1\$[\w-]{22}\$[\w-]{86}$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('Campus@2026');
  });

  it('verifies the right password and rejects others', async () => {
    const stored = await hasher.hash('Campus@2026');
    await expect(hasher.verify('Campus@2026', stored)).resolves.toBe(true);
    await expect(hasher.verify('campus@2026', stored)).resolves.toBe(false);
    await expect(hasher.verify('', stored)).resolves.toBe(false);
  });

  it('verifies a hash made with another cost (the cost is stored)', async () => {
    const strong = createPasswordHasher(DEFAULT_SCRYPT_COST);
    const stored = await strong.hash('Campus@2026');
    expect(stored.startsWith('scrypt$16384$8$1$')).toBe(true);
    await expect(hasher.verify('Campus@2026', stored)).resolves.toBe(true);
  });

  it('rejects malformed or tampered hashes instead of throwing', async () => {
    const stored = await hasher.hash('Campus@2026');
    const parts = stored.split('$');
    parts[5] = Buffer.alloc(64, 1).toString('base64url');
    await expect(hasher.verify('Campus@2026', parts.join('$'))).resolves.toBe(false);
    for (const bad of [
      '',
      'plain',
      'bcrypt$1$2$3$4$5',
      'scrypt$x$8$1$abc$def',
      'scrypt$1024$8$1$$',
    ]) {
      await expect(hasher.verify('Campus@2026', bad)).resolves.toBe(false);
    }
  });

  it('has a dummy verify for unknown accounts', async () => {
    await expect(hasher.dummyVerify('anything')).resolves.toBeUndefined();
  });
});
