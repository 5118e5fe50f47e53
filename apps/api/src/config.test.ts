import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { isAbsolute, join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import {
  MAX_UPLOAD_BYTES,
  NEW_ACCOUNT_UPLOAD_LIMITS,
  UPLOAD_LIMITS,
} from '@campus-threads/contract';
import { loadConfig, startupWarnings } from './config';

describe('loadConfig', () => {
  const dirs: string[] = [];
  const tempDir = () => {
    const dir = mkdtempSync(join(tmpdir(), 'ct-config-'));
    dirs.push(dir);
    return dir;
  };
  afterEach(() => {
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it('applies the defaults for an embedded database', () => {
    const dataDir = tempDir();
    const config = loadConfig({ DATA_DIR: dataDir });
    expect(config).toMatchObject({
      port: 3000,
      host: '0.0.0.0',
      dataDir,
      databaseUrl: undefined,
      jwtTtlSeconds: 1800,
      seedDemo: true,
      logLevel: 'info',
      deliverablePinCodes: ['784028'],
      bodyLimitBytes: 1024 * 1024,
      scryptCost: 16384,
    });
    expect(isAbsolute(config.webDistDir)).toBe(true);
    expect(config.webDistDir.endsWith(join('apps', 'web', 'dist'))).toBe(true);
  });

  it('leaves the JWT secret to the database when JWT_SECRET is unset (docs/decisions/0057)', () => {
    const dataDir = tempDir();
    expect(loadConfig({ DATA_DIR: dataDir }).jwtSecret).toBeUndefined();
    // Nothing is written to DATA_DIR: a second process with its own DATA_DIR must not differ.
    expect(existsSync(join(dataDir, 'jwt-secret'))).toBe(false);
  });

  it('uses PostgreSQL settings and parses strings', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      DATABASE_URL: 'postgres://u@db:5432/shop',
      JWT_SECRET: 'x'.repeat(40),
      PORT: '8080',
      DELIVERABLE_PIN_CODES: '784028, 110001',
      SEED_DEMO: 'true',
    });
    expect(config).toMatchObject({
      databaseUrl: 'postgres://u@db:5432/shop',
      port: 8080,
      seedDemo: true,
      jwtSecret: 'x'.repeat(40),
      deliverablePinCodes: ['784028', '110001'],
    });
    expect(
      loadConfig({
        DATA_DIR: tempDir(),
        DATABASE_URL: 'postgres://u@db/shop',
        JWT_SECRET: 'x'.repeat(40),
      }).seedDemo,
    ).toBe(false);
  });

  it('refuses to start in production without PAYMENT_PROVIDER, and names it', () => {
    const base = { DATA_DIR: tempDir(), JWT_SECRET: 'x'.repeat(40), NODE_ENV: 'production' };
    expect(() => loadConfig(base)).toThrow(/PAYMENT_PROVIDER must be set in production/);
    expect(() => loadConfig({ ...base, PAYMENT_PROVIDER: '' })).toThrow(/PAYMENT_PROVIDER/);
    // Named on purpose, the simulator stays allowed (with the start-up warning).
    expect(loadConfig({ ...base, PAYMENT_PROVIDER: 'simulator' }).paymentProvider).toBe(
      'simulator',
    );
    // Outside production an unset provider is the simulator, as before.
    expect(loadConfig({ DATA_DIR: tempDir() }).paymentProvider).toBe('simulator');
    expect(loadConfig({ DATA_DIR: tempDir(), NODE_ENV: 'test' }).paymentProvider).toBe('simulator');
  });

  it('takes the per-account upload limits from UPLOAD_LIMITS_* or the contract (docs/decisions/0053)', () => {
    expect(loadConfig({ DATA_DIR: tempDir() }).uploadLimits).toEqual({
      seller: UPLOAD_LIMITS,
      newAccount: NEW_ACCOUNT_UPLOAD_LIMITS,
    });
    const set = loadConfig({ DATA_DIR: tempDir(), UPLOAD_LIMITS_NEW_ACCOUNT: '5, 3, 10, 6' });
    expect(set.uploadLimits.newAccount).toEqual([
      { windowMs: 3_600_000, maxFiles: 5, maxBytes: 3 * MAX_UPLOAD_BYTES },
      { windowMs: 86_400_000, maxFiles: 10, maxBytes: 6 * MAX_UPLOAD_BYTES },
    ]);
    expect(() => loadConfig({ DATA_DIR: tempDir(), UPLOAD_LIMITS_SELLER: '60 files' })).toThrow(
      /UPLOAD_LIMITS_SELLER/,
    );
  });

  it('refuses invalid settings with a readable message', () => {
    expect(() => loadConfig({ DATA_DIR: tempDir(), PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), SCRYPT_COST: '3000' })).toThrow(/SCRYPT_COST/);
    expect(() => loadConfig({ DATA_DIR: tempDir(), DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL/,
    );
  });

  it('trusts X-Forwarded-For only from listed proxies, never from everyone or a hop count', () => {
    const trust = (value?: string) =>
      loadConfig({ DATA_DIR: tempDir(), TRUST_PROXY: value }).trustProxy;
    expect(trust(undefined)).toBe(false);
    expect(trust('')).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('0')).toBe(false);
    expect(trust(' 10.0.0.1, 10.1.0.0/16 ,::1, fd00::/8 ')).toEqual([
      '10.0.0.1',
      '10.1.0.0/16',
      '::1',
      'fd00::/8',
    ]);
    expect(trust('loopback,uniquelocal')).toEqual(['loopback', 'uniquelocal']);
    // `true` used to believe any client; a count cannot tell a proxy from a direct client.
    expect(() => trust('true')).toThrow(/TRUST_PROXY.*no longer accepted/);
    expect(() => trust('1')).toThrow(/TRUST_PROXY.*no longer accepted/);
    for (const bad of [
      'yes',
      '10.0.0.256',
      '10.0.0.0/33',
      '::1/129',
      '-1',
      '10.0.0.1/8/1',
      'proxy.example.com',
    ]) {
      expect(() => trust(bad), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe('startupWarnings', () => {
  const config = (env: Record<string, string>) =>
    loadConfig({ DATA_DIR: tmpdir(), JWT_SECRET: 'x'.repeat(40), ...env });

  it('warns that no money is collected when production runs the payment simulator', () => {
    const warnings = startupWarnings(
      config({ NODE_ENV: 'production', PAYMENT_PROVIDER: 'simulator' }),
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toMatch(/simulator/i);
    expect(warnings[0]).toMatch(/no money is collected/i);
  });

  it('says nothing in development or with a real provider', () => {
    expect(startupWarnings(config({}))).toEqual([]);
    expect(startupWarnings(config({ NODE_ENV: 'development' }))).toEqual([]);
    const phonePe = config({
      NODE_ENV: 'production',
      PAYMENT_PROVIDER: 'phonepe',
      PHONEPE_CLIENT_ID: 'id',
      PHONEPE_CLIENT_SECRET: 'secret',
      PHONEPE_CALLBACK_USERNAME: 'user',
      PHONEPE_CALLBACK_PASSWORD: 'password',
    });
    expect(startupWarnings(phonePe)).toEqual([]);
  });
});
