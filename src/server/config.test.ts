import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

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
});
