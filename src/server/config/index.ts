import path from 'node:path';
import { backupS3Config } from './backup-config';
import type { BackupS3Config } from './backup-config';
import { ConfigError } from './config-error';
import { DEV_APP_SECRET, envSchema } from './env-schema';
import type { Env } from './env-schema';
import { geocoderConfig } from './geocoder-config';
import type { GeocoderConfig } from './geocoder-config';
import { mediaConfig } from './media-config';
import type { MediaConfig } from './media-config';
import { paymentConfig } from './payment-config';
import type { PaymentConfig } from './payment-config';
import { missingForProduction } from './production';

// Configuration comes only from environment variables, parsed and checked once here.
// Development gets safe defaults; production refuses to start without its secrets. The rest of
// the server imports the configuration and its types from this one file.

export { ConfigError };
export type { BackupS3Config, GeocoderConfig, MediaConfig, PaymentConfig };
export type { S3MediaConfig } from './media-config';

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

export interface Config {
  env: 'development' | 'production' | 'test';
  isProduction: boolean;
  port: number;
  host: string;
  dataDir: string;
  database: DatabaseConfig;
  publicUrl: string;
  smtpUrl: string | null;
  mailFrom: string;
  adminEmails: string[];
  appSecret: string;
  supportWhatsappNo: string;
  /** Shared rate-limit counters (and whatever else instances must share); null: in memory. */
  redisUrl: string | null;
  redisPrefix: string;
  logLevel: Env['LOG_LEVEL'];
  /** Proxies in front of the app whose X-Forwarded-For is believed (0: none). */
  trustProxy: number;
  payment: PaymentConfig;
  media: MediaConfig;
  /** The location search's geocoder; null: not configured. */
  geocoder: GeocoderConfig | null;
  /** Whether the browser journeys may move the server's clock (never in production). */
  testClock: boolean;
  /** The bearer token /metrics asks for; null: open outside production, off (404) in it. */
  metricsToken: string | null;
  /** The S3 service backups go to when the destination is `s3://…`. */
  backupS3: BackupS3Config;
}

export function loadConfig(source: NodeJS.ProcessEnv = process.env): Config {
  // Empty strings in the environment mean "not set", as shells and .env files write them.
  const cleaned = Object.fromEntries(
    Object.entries(source).filter(([, value]) => value !== undefined && value !== ''),
  );
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`);
  }
  const env = parsed.data;
  const isProduction = env.NODE_ENV === 'production';
  if (isProduction && env.TEST_CLOCK) {
    throw new ConfigError('TEST_CLOCK is for tests: production runs on the real time. Unset it.');
  }
  if (isProduction) {
    const missing = missingForProduction(env);
    if (missing.length > 0) {
      throw new ConfigError(
        `Jemput will not start in production without:\n${missing.map((m) => `  - ${m}`).join('\n')}`,
      );
    }
  }
  const dataDir = path.resolve(env.DATA_DIR);
  const media = mediaConfig(env);
  return {
    env: env.NODE_ENV,
    isProduction,
    port: env.PORT,
    host: env.HOST,
    dataDir,
    database: env.DATABASE_URL
      ? { dialect: 'postgres', url: env.DATABASE_URL }
      : { dialect: 'sqlite', file: path.join(dataDir, 'jemput.sqlite') },
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL ?? null,
    mailFrom: env.MAIL_FROM,
    adminEmails: env.ADMIN_EMAILS,
    appSecret: env.APP_SECRET ?? DEV_APP_SECRET,
    supportWhatsappNo: env.SUPPORT_WHATSAPP_NO ?? '',
    redisUrl: env.REDIS_URL ?? null,
    redisPrefix: env.REDIS_PREFIX,
    logLevel: env.LOG_LEVEL,
    trustProxy: env.TRUST_PROXY,
    payment: paymentConfig(env, isProduction),
    media,
    geocoder: geocoderConfig(
      env,
      (env.PUBLIC_URL ?? `http://localhost:${env.PORT}`).replace(/\/+$/, ''),
    ),
    metricsToken: env.METRICS_TOKEN ?? null,
    testClock: env.TEST_CLOCK,
    backupS3: backupS3Config(env, media),
  };
}
