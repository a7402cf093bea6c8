import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

const BILLPLZ = {
  PAYMENT_PROVIDER: 'billplz',
  BILLPLZ_API_KEY: 'test-api-key-0001',
  BILLPLZ_COLLECTION_ID: 'yhx5t1pp',
  BILLPLZ_X_SIGNATURE_KEY: 'S-s7b4yWpp9h7rrkNM1i3Z_g',
};

describe('config', () => {
  it('runs in development with safe defaults', () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.env).toBe('development');
    expect(config.database).toEqual({
      dialect: 'sqlite',
      file: path.resolve('./data/jemput.sqlite'),
    });
    expect(config.publicUrl).toBe('http://localhost:3000');
    expect(config.smtpUrl).toBeNull();
    expect(config.adminEmails).toEqual([]);
  });

  it('switches to PostgreSQL with DATABASE_URL', () => {
    const config = loadConfig({ DATABASE_URL: 'postgres://u@127.0.0.1:5432/jemput' });
    expect(config.database).toEqual({
      dialect: 'postgres',
      url: 'postgres://u@127.0.0.1:5432/jemput',
    });
  });

  it('reads staff e-mails as a lowercased list', () => {
    const config = loadConfig({ ADMIN_EMAILS: ' Siti@Example.com, ali@example.com ,' });
    expect(config.adminEmails).toEqual(['siti@example.com', 'ali@example.com']);
  });

  it('reads TRUST_PROXY as a number of proxies, never as "trust everyone"', () => {
    expect(loadConfig({}).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'false' }).trustProxy).toBe(0);
    expect(loadConfig({ TRUST_PROXY: 'true' }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).trustProxy).toBe(2);
    expect(() => loadConfig({ TRUST_PROXY: 'everyone' })).toThrow(/TRUST_PROXY/);
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ PORT: '', DATABASE_URL: '' }).port).toBe(3000);
  });

  it('names every bad variable', () => {
    expect(() => loadConfig({ PORT: 'abc', DATABASE_URL: 'mysql://x' })).toThrow(
      /PORT[\s\S]*DATABASE_URL/,
    );
  });

  it('refuses production without its secrets and names them', () => {
    try {
      loadConfig({ NODE_ENV: 'production' });
      expect.unreachable();
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      const message = (error as Error).message;
      expect(message).toContain('APP_SECRET');
      expect(message).toContain('PUBLIC_URL');
      expect(message).toContain('SMTP_URL');
      expect(message).toContain('PAYMENT_PROVIDER=billplz');
    }
  });

  it('refuses a short production secret', () => {
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'short',
        PUBLIC_URL: 'https://jemput.my',
        SMTP_URL: 'smtp://mail:587',
      }),
    ).toThrow(/APP_SECRET/);
  });

  it('moves the clock for tests only: TEST_CLOCK is off by default and refused in production', () => {
    expect(loadConfig({}).testClock).toBe(false);
    expect(loadConfig({ TEST_CLOCK: 'on' }).testClock).toBe(true);
    expect(() => loadConfig({ TEST_CLOCK: 'maybe' })).toThrow(/TEST_CLOCK/);
    expect(() =>
      loadConfig({
        NODE_ENV: 'production',
        APP_SECRET: 'x'.repeat(40),
        PUBLIC_URL: 'https://jemput.my/',
        SMTP_URL: 'smtps://user:pass@mail.example.com:465',
        ...BILLPLZ,
        TEST_CLOCK: 'on',
      }),
    ).toThrow(/TEST_CLOCK is for tests/);
  });

  it('starts in production with everything set', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://jemput.my/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
      ...BILLPLZ,
    });
    expect(config.isProduction).toBe(true);
    expect(config.publicUrl).toBe('https://jemput.my');
    // Billplz's own address in production unless told otherwise.
    expect(config.payment).toEqual({
      provider: 'billplz',
      apiKey: BILLPLZ.BILLPLZ_API_KEY,
      collectionId: BILLPLZ.BILLPLZ_COLLECTION_ID,
      xSignatureKey: BILLPLZ.BILLPLZ_X_SIGNATURE_KEY,
      baseUrl: 'https://www.billplz.com',
    });
  });

  it('pays through the local sandbox outside production, unless Billplz is chosen', () => {
    expect(loadConfig({}).payment).toEqual({ provider: 'sandbox' });
    const billplz = loadConfig({ ...BILLPLZ, BILLPLZ_BASE_URL: 'http://127.0.0.1:4010/' });
    expect(billplz.payment).toMatchObject({
      provider: 'billplz',
      baseUrl: 'http://127.0.0.1:4010',
    });
    expect(loadConfig(BILLPLZ).payment).toMatchObject({
      baseUrl: 'https://www.billplz-sandbox.com',
    });
  });

  it('refuses the sandbox in production, and Billplz without its keys', () => {
    const production = {
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://jemput.my/',
      SMTP_URL: 'smtps://user:pass@mail.example.com:465',
    };
    expect(() => loadConfig({ ...production, PAYMENT_PROVIDER: 'sandbox' })).toThrow(
      /PAYMENT_PROVIDER=billplz/,
    );
    expect(() =>
      loadConfig({ PAYMENT_PROVIDER: 'billplz', BILLPLZ_API_KEY: 'k'.repeat(20) }),
    ).toThrow(/BILLPLZ_COLLECTION_ID, BILLPLZ_X_SIGNATURE_KEY/);
    expect(() => loadConfig({ PAYMENT_PROVIDER: 'stripe' })).toThrow(/PAYMENT_PROVIDER/);
  });

  it('keeps pictures in DATA_DIR/media unless S3_BUCKET is set', () => {
    expect(loadConfig({}).media).toEqual({ driver: 'local' });
    expect(loadConfig({ S3_REGION: 'ap-southeast-1', S3_FORCE_PATH_STYLE: 'true' }).media).toEqual({
      driver: 'local',
    });
  });

  it('keeps pictures in an S3 bucket with S3_BUCKET and its keys', () => {
    const aws = loadConfig({
      S3_BUCKET: 'jemput-media',
      S3_ACCESS_KEY_ID: 'AKIAEXAMPLE',
      S3_SECRET_ACCESS_KEY: 'rahsia-s3',
    });
    expect(aws.media).toEqual({
      driver: 's3',
      region: 'us-east-1',
      bucket: 'jemput-media',
      accessKeyId: 'AKIAEXAMPLE',
      secretAccessKey: 'rahsia-s3',
      forcePathStyle: false,
    });
    const minio = loadConfig({
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'ap-southeast-1',
      S3_BUCKET: 'jemput',
      S3_ACCESS_KEY_ID: 'minio',
      S3_SECRET_ACCESS_KEY: 'minio-rahsia',
      S3_FORCE_PATH_STYLE: '1',
    });
    expect(minio.media).toMatchObject({
      driver: 's3',
      endpoint: 'http://127.0.0.1:9000',
      region: 'ap-southeast-1',
      forcePathStyle: true,
    });
    for (const [value, expected] of [
      ['true', true],
      ['1', true],
      ['false', false],
      ['0', false],
    ] as const) {
      const config = loadConfig({
        S3_BUCKET: 'jemput',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'b',
        S3_FORCE_PATH_STYLE: value,
      });
      expect(config.media, value).toMatchObject({ forcePathStyle: expected });
    }
  });

  it('refuses S3 settings it cannot use, naming what is missing or wrong', () => {
    expect(() => loadConfig({ S3_BUCKET: 'jemput' })).toThrow(
      /S3_BUCKET needs S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY/,
    );
    expect(() =>
      loadConfig({ NODE_ENV: 'test', S3_BUCKET: 'jemput', S3_ACCESS_KEY_ID: 'a' }),
    ).toThrow(/S3_BUCKET needs S3_SECRET_ACCESS_KEY$/);
    expect(() => loadConfig({ S3_ENDPOINT: 'http://127.0.0.1:9000' })).toThrow(
      /S3_ENDPOINT set without S3_BUCKET/,
    );
    const keys = { S3_BUCKET: 'jemput', S3_ACCESS_KEY_ID: 'a', S3_SECRET_ACCESS_KEY: 'b' };
    expect(() => loadConfig({ ...keys, S3_FORCE_PATH_STYLE: 'yes please' })).toThrow(
      /S3_FORCE_PATH_STYLE/,
    );
    expect(() => loadConfig({ ...keys, S3_ENDPOINT: 'minio:9000' })).toThrow(/S3_ENDPOINT/);
    expect(() => loadConfig({ ...keys, S3_BUCKET: 'Jemput_Media' })).toThrow(/S3_BUCKET/);
  });

  it('never names an S3 secret in its refusals', () => {
    try {
      loadConfig({
        S3_BUCKET: 'jemput',
        S3_ACCESS_KEY_ID: 'a',
        S3_SECRET_ACCESS_KEY: 'rahsia-yang-tidak-boleh-keluar',
        S3_FORCE_PATH_STYLE: 'mungkin',
      });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).not.toContain('rahsia-yang-tidak-boleh-keluar');
    }
  });

  it('reads METRICS_TOKEN: unset by default, refused when short or with spaces', () => {
    expect(loadConfig({}).metricsToken).toBeNull();
    const token = 'k'.repeat(16);
    expect(loadConfig({ METRICS_TOKEN: token }).metricsToken).toBe(token);
    expect(() => loadConfig({ METRICS_TOKEN: 'pendek' })).toThrow(/METRICS_TOKEN/);
    expect(() => loadConfig({ METRICS_TOKEN: 'ada ruang di dalam token ini' })).toThrow(
      /METRICS_TOKEN/,
    );
  });

  it('starts in production without METRICS_TOKEN (then /metrics is off)', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      APP_SECRET: 'x'.repeat(40),
      PUBLIC_URL: 'https://jemput.example',
      SMTP_URL: 'smtp://mail.example:587',
      ...BILLPLZ,
    });
    expect(config.metricsToken).toBeNull();
  });

  it('sends backups to AWS S3 with the SDK’s own credentials when nothing is set', () => {
    expect(loadConfig({}).backupS3).toEqual({
      region: 'us-east-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('sends backups to the media’s S3 service when no BACKUP_S3_* is set', () => {
    const config = loadConfig({
      S3_BUCKET: 'jemput-media',
      S3_ENDPOINT: 'http://127.0.0.1:9000/',
      S3_REGION: 'auto',
      S3_ACCESS_KEY_ID: 'media-id',
      S3_SECRET_ACCESS_KEY: 'media-secret',
      S3_FORCE_PATH_STYLE: 'true',
    });
    expect(config.backupS3).toEqual({
      endpoint: 'http://127.0.0.1:9000',
      region: 'auto',
      credentials: { accessKeyId: 'media-id', secretAccessKey: 'media-secret' },
      forcePathStyle: true,
    });
  });

  it('sends backups where BACKUP_S3_* say, apart from the media’s bucket', () => {
    const config = loadConfig({
      S3_BUCKET: 'jemput-media',
      S3_ACCESS_KEY_ID: 'media-id',
      S3_SECRET_ACCESS_KEY: 'media-secret',
      BACKUP_S3_ENDPOINT: 'https://backups.example',
      BACKUP_S3_REGION: 'ap-southeast-1',
      BACKUP_S3_ACCESS_KEY_ID: 'backup-id',
      BACKUP_S3_SECRET_ACCESS_KEY: 'backup-secret',
      BACKUP_S3_FORCE_PATH_STYLE: '1',
    });
    expect(config.backupS3).toEqual({
      endpoint: 'https://backups.example',
      region: 'ap-southeast-1',
      credentials: { accessKeyId: 'backup-id', secretAccessKey: 'backup-secret' },
      forcePathStyle: true,
    });
    // Only a region: AWS S3 there, with the SDK's own credentials.
    expect(loadConfig({ BACKUP_S3_REGION: 'eu-west-1' }).backupS3).toEqual({
      region: 'eu-west-1',
      credentials: null,
      forcePathStyle: false,
    });
  });

  it('refuses half a backup key pair and bad backup settings, never naming a secret', () => {
    expect(() => loadConfig({ BACKUP_S3_ACCESS_KEY_ID: 'id' })).toThrow(
      /BACKUP_S3_SECRET_ACCESS_KEY is missing/,
    );
    try {
      loadConfig({ BACKUP_S3_SECRET_ACCESS_KEY: 'rahsia-sandaran-jangan-keluar' });
      expect.unreachable();
    } catch (error) {
      expect((error as Error).message).toMatch(/BACKUP_S3_ACCESS_KEY_ID is missing/);
      expect((error as Error).message).not.toContain('rahsia-sandaran-jangan-keluar');
    }
    expect(() => loadConfig({ BACKUP_S3_ENDPOINT: 'minio:9000' })).toThrow(/BACKUP_S3_ENDPOINT/);
    expect(() => loadConfig({ BACKUP_S3_FORCE_PATH_STYLE: 'barangkali' })).toThrow(
      /BACKUP_S3_FORCE_PATH_STYLE/,
    );
  });
});
