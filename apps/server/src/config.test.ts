import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('configuration', () => {
  it('starts on PGlite at 127.0.0.1:3000 when nothing is set', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({ PORT: 3000, HOST: '127.0.0.1', DATA_DIR: './data' });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('treats an empty DATABASE_URL as unset', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('reads switches written as true or false', () => {
    expect(loadConfig({ LOG_MAIL: 'true', TRUST_PROXY: 'true' })).toMatchObject({
      LOG_MAIL: true,
      TRUST_PROXY: true,
    });
    expect(loadConfig({})).toMatchObject({ LOG_MAIL: false, TRUST_PROXY: false, SMS_PROVIDER: 'log' });
    expect(() => loadConfig({ LOG_MAIL: 'yes' })).toThrow(/LOG_MAIL/);
  });

  it('opens up to 20 PostgreSQL connections a process unless DATABASE_POOL_MAX says how many', () => {
    expect(loadConfig({}).DATABASE_POOL_MAX).toBe(20);
    expect(loadConfig({ DATABASE_POOL_MAX: '8' }).DATABASE_POOL_MAX).toBe(8);
    expect(() => loadConfig({ DATABASE_POOL_MAX: '0' })).toThrow(/DATABASE_POOL_MAX/);
  });

  it('lets a hold expire at most 90 days from now unless HOLDS_MAX_DAYS says how many (1–365)', () => {
    expect(loadConfig({}).HOLDS_MAX_DAYS).toBe(90);
    expect(loadConfig({ HOLDS_MAX_DAYS: '30' }).HOLDS_MAX_DAYS).toBe(30);
    expect(() => loadConfig({ HOLDS_MAX_DAYS: '0' })).toThrow(/HOLDS_MAX_DAYS/);
    expect(() => loadConfig({ HOLDS_MAX_DAYS: '3650' })).toThrow(/HOLDS_MAX_DAYS/);
  });

  it('stops with a message naming each wrong setting', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'mysql://x', ADMIN_PASSWORD: 'short' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT/);
    expect(attempt).toThrow(/DATABASE_URL/);
    expect(attempt).toThrow(/ADMIN_PASSWORD needs at least 8 characters/);
  });

  it('sends no record to the AEAT unless VERIFACTU_SEND=on, which needs the company certificate', () => {
    expect(loadConfig({}).verifactu).toMatchObject({
      sends: false,
      environment: 'production',
      endpoint: undefined,
    });
    expect(() => loadConfig({ VERIFACTU_SEND: 'on' })).toThrow(
      /VERIFACTU_CERT_FILE: needed when VERIFACTU_SEND=on/,
    );
    expect(
      loadConfig({
        VERIFACTU_SEND: 'on',
        VERIFACTU_CERT_FILE: '/etc/bolo/empresa.p12',
        VERIFACTU_ENVIRONMENT: 'test',
      }).verifactu,
    ).toMatchObject({
      sends: true,
      environment: 'test',
      certFile: '/etc/bolo/empresa.p12',
      leaseMs: 120_000,
    });
    expect(() => loadConfig({ VERIFACTU_ENDPOINT: 'http://127.0.0.1:8443/' })).toThrow(/VERIFACTU_ENDPOINT/);
  });

  it('keeps files in DATA_DIR unless STORAGE=s3, which names each bucket setting it misses', () => {
    expect(loadConfig({})).toMatchObject({ STORAGE: 'fs', s3: undefined });
    const attempt = () => loadConfig({ STORAGE: 's3', S3_BUCKET: 'bolo', S3_ACCESS_KEY_ID: 'key' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/S3_REGION: needed when STORAGE=s3/);
    expect(attempt).toThrow(/S3_SECRET_ACCESS_KEY: needed when STORAGE=s3/);
    expect(attempt).not.toThrow(/S3_BUCKET/);
    expect(() => loadConfig({ STORAGE: 'ftp' })).toThrow(/STORAGE/);
  });

  it('reaches an S3-compatible server by path, AWS by bucket name, unless told otherwise', () => {
    const bucket = {
      STORAGE: 's3',
      S3_BUCKET: 'bolo',
      S3_REGION: 'eu-west-1',
      S3_ACCESS_KEY_ID: 'k',
      S3_SECRET_ACCESS_KEY: 's',
    };
    expect(loadConfig(bucket).s3).toEqual({
      endpoint: undefined,
      bucket: 'bolo',
      region: 'eu-west-1',
      accessKeyId: 'k',
      secretAccessKey: 's',
      forcePathStyle: false,
    });
    expect(loadConfig({ ...bucket, S3_ENDPOINT: 'http://127.0.0.1:9000' }).s3).toMatchObject({
      endpoint: 'http://127.0.0.1:9000',
      forcePathStyle: true,
    });
    expect(
      loadConfig({ ...bucket, S3_ENDPOINT: 'https://r2.example', S3_FORCE_PATH_STYLE: 'false' }).s3,
    ).toMatchObject({
      forcePathStyle: false,
    });
    expect(() => loadConfig({ ...bucket, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
  });
});
