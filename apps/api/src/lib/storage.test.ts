import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { contentHash, createLocalStorage, isValidStorageKey } from './storage';

describe('local storage', () => {
  const root = mkdtempSync(join(tmpdir(), 'ct-storage-'));
  const storage = createLocalStorage(join(root, 'uploads'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('puts, reads, stats and removes a file under nested keys', async () => {
    const key = 'tshirts/abc/front-1a2b3c.webp';
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.read(key)).toBeNull();
    await storage.put(key, Buffer.from('hello'));
    expect(await storage.exists(key)).toBe(true);
    expect((await storage.read(key))?.toString()).toBe('hello');
    expect(await storage.stat(key)).toMatchObject({ size: 5 });
    await storage.remove(key);
    expect(await storage.exists(key)).toBe(false);
    await expect(storage.remove(key)).resolves.toBeUndefined();
  });

  it('does not treat a directory as a file', async () => {
    await storage.put('a/b/c.webp', Buffer.from('x'));
    expect(await storage.exists('a/b')).toBe(false);
    expect(await storage.stat('a')).toBeNull();
  });

  it.each([
    '',
    '../etc/passwd',
    'a/../../etc/passwd',
    '/etc/passwd',
    'a//b.webp',
    'a/./b.webp',
    '.hidden',
    'a\\b.webp',
    'a%2f..%2fb',
    'a/b.webp\0',
    '-rf',
    'x'.repeat(600),
  ])('refuses the key %j', async (key) => {
    expect(isValidStorageKey(key)).toBe(false);
    await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow(/Invalid storage key/);
    await expect(storage.read(key)).rejects.toThrow(/Invalid storage key/);
  });

  it('accepts ordinary keys', () => {
    for (const key of [
      'a.webp',
      'demo/tshirts/1-tee/navy-front-0123456789.webp',
      'x/y_z-1.thumb.webp',
    ]) {
      expect(isValidStorageKey(key), key).toBe(true);
    }
  });

  it('hashes content into short stable hex', () => {
    expect(contentHash('abc')).toBe(contentHash(Buffer.from('abc')));
    expect(contentHash('abc')).toMatch(/^[0-9a-f]{12}$/);
    expect(contentHash('abc')).not.toBe(contentHash('abd'));
  });
});
