import { describe, expect, it } from 'vitest';
import { PHONEPE_BASE_URLS, phonePeBaseUrls, phonePeConfigFromEnv } from './phonepe.config';

const complete = {
  PHONEPE_CLIENT_ID: 'TEST-CLIENT',
  PHONEPE_CLIENT_SECRET: 'secret',
  PHONEPE_CALLBACK_USERNAME: 'shop_hook',
  PHONEPE_CALLBACK_PASSWORD: 'hookPass123',
};

describe('phonePeConfigFromEnv', () => {
  it('defaults to the sandbox and client version 1', () => {
    const config = phonePeConfigFromEnv(complete);
    expect(config).toMatchObject({
      clientId: 'TEST-CLIENT',
      clientVersion: 1,
      env: 'sandbox',
      timeoutMs: 10_000,
    });
    expect(phonePeBaseUrls(config)).toEqual({
      auth: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
      pg: 'https://api-preprod.phonepe.com/apis/pg-sandbox',
    });
  });

  it('uses the production hosts for PHONEPE_ENV=production', () => {
    const config = phonePeConfigFromEnv({
      ...complete,
      PHONEPE_ENV: 'production',
      PHONEPE_CLIENT_VERSION: '3',
    });
    expect(config.clientVersion).toBe(3);
    expect(phonePeBaseUrls(config)).toEqual({
      auth: PHONEPE_BASE_URLS.production.auth,
      pg: PHONEPE_BASE_URLS.production.pg,
    });
    expect(PHONEPE_BASE_URLS.production).toEqual({
      auth: 'https://api.phonepe.com/apis/identity-manager',
      pg: 'https://api.phonepe.com/apis/pg',
    });
  });

  it('takes base URL overrides, without a trailing slash', () => {
    const config = phonePeConfigFromEnv({
      ...complete,
      PHONEPE_AUTH_BASE_URL: 'http://127.0.0.1:4010/auth/',
      PHONEPE_PG_BASE_URL: 'https://pg.example.test/apis/pg',
    });
    expect(phonePeBaseUrls(config)).toEqual({
      auth: 'http://127.0.0.1:4010/auth',
      pg: 'https://pg.example.test/apis/pg',
    });
  });

  it('names every missing variable', () => {
    expect(() => phonePeConfigFromEnv({ PHONEPE_CLIENT_ID: '  ' })).toThrow(
      'PhonePe configuration is incomplete: PHONEPE_CLIENT_ID is required; PHONEPE_CLIENT_SECRET is required; ' +
        'PHONEPE_CALLBACK_USERNAME is required; PHONEPE_CALLBACK_PASSWORD is required',
    );
  });

  it('explains invalid values', () => {
    expect(() => phonePeConfigFromEnv({ ...complete, PHONEPE_ENV: 'staging' })).toThrow(
      'PHONEPE_ENV must be "sandbox" or "production"',
    );
    expect(() => phonePeConfigFromEnv({ ...complete, PHONEPE_CLIENT_VERSION: 'v1' })).toThrow(
      'PHONEPE_CLIENT_VERSION must be a positive whole number',
    );
    expect(() =>
      phonePeConfigFromEnv({ ...complete, PHONEPE_PG_BASE_URL: 'http://pg.example.test' }),
    ).toThrow('PHONEPE_PG_BASE_URL: must be an https URL (plain http only for localhost)');
    expect(() => phonePeConfigFromEnv({ ...complete, PHONEPE_AUTH_BASE_URL: 'not a url' })).toThrow(
      'PHONEPE_AUTH_BASE_URL: ',
    );
  });
});
