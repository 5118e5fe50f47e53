import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

const base = { DATA_DIR: '/tmp/ct-config-storage', JWT_SECRET: 'x'.repeat(40) };

describe('loadConfig: upload storage', () => {
  it('defaults to local disk, no CDN, 15-minute upload URLs', () => {
    expect(loadConfig(base)).toMatchObject({
      storage: { kind: 'local' },
      cdnBaseUrl: undefined,
      uploadUrlTtlSeconds: 900,
    });
  });

  it('reads the S3 settings; path-style by default with an endpoint', () => {
    const config = loadConfig({
      ...base,
      STORAGE: 's3',
      S3_BUCKET: 'threads',
      S3_ENDPOINT: 'http://127.0.0.1:9000',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'key',
      S3_SECRET_ACCESS_KEY: 'secret',
      CDN_BASE_URL: 'https://cdn.example.com/',
    });
    expect(config.storage).toEqual({
      kind: 's3',
      bucket: 'threads',
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(config.cdnBaseUrl).toBe('https://cdn.example.com');
    const aws = loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'threads' });
    expect(aws.storage).toMatchObject({
      forcePathStyle: false,
      credentials: undefined,
      region: 'us-east-1',
    });
  });

  it('refuses S3 without a bucket, half a key pair, or a bad CDN address', () => {
    expect(() => loadConfig({ ...base, STORAGE: 's3' })).toThrow(/S3_BUCKET/);
    expect(() =>
      loadConfig({ ...base, STORAGE: 's3', S3_BUCKET: 'b', S3_ACCESS_KEY_ID: 'k' }),
    ).toThrow(/S3_SECRET_ACCESS_KEY/);
    expect(() => loadConfig({ ...base, CDN_BASE_URL: 'ftp://cdn' })).toThrow(/CDN_BASE_URL/);
    expect(() => loadConfig({ ...base, STORAGE: 'gcs' })).toThrow(/STORAGE/);
  });
});
