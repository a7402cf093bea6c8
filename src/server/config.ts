import path from 'node:path';
import { z } from 'zod';

// Configuration comes only from environment variables, parsed and checked once here.
// Development gets safe defaults; production refuses to start without its secrets.

const DEV_APP_SECRET = 'development-only-secret-do-not-use-in-production';

const emailList = z
  .string()
  .optional()
  .transform((value) =>
    (value ?? '')
      .split(',')
      .map((email) => email.trim().toLowerCase())
      .filter(Boolean),
  )
  .pipe(z.array(z.email()));

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATA_DIR: z.string().min(1).default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
    .optional(),
  PUBLIC_URL: z.url().optional(),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Jemput <no-reply@jemput.local>'),
  ADMIN_EMAILS: emailList,
  APP_SECRET: z.string().optional(),
  SUPPORT_WHATSAPP_NO: z
    .string()
    .regex(/^\d{9,15}$/, 'digits only, with the country code, e.g. 60123456789')
    .optional(),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must start with redis:// or rediss://')
    .optional(),
  REDIS_PREFIX: z
    .string()
    .regex(/^[A-Za-z0-9:_-]{1,40}$/, 'letters, digits, : _ - (up to 40)')
    .default('jemput:'),
  PAYMENT_PROVIDER: z.enum(['sandbox', 'billplz']).optional(),
  BILLPLZ_API_KEY: z.string().min(8).optional(),
  BILLPLZ_COLLECTION_ID: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,40}$/, 'a Billplz collection id, e.g. yhx5t1pp')
    .optional(),
  BILLPLZ_X_SIGNATURE_KEY: z.string().min(8).optional(),
  BILLPLZ_BASE_URL: z.url().optional(),
  // Uploaded pictures in an S3-compatible bucket instead of DATA_DIR/media (docs/operations.md).
  S3_ENDPOINT: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'a region name, e.g. us-east-1, ap-southeast-1 or auto (R2)')
    .default('us-east-1'),
  S3_BUCKET: z
    .string()
    .regex(
      /^[a-z0-9][a-z0-9.-]{1,61}[a-z0-9]$/,
      'a bucket name: 3-63 lowercase letters, digits, . -',
    )
    .optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined || value === 'false' || value === '0') return false;
      if (value === 'true' || value === '1') return true;
      ctx.addIssue({ code: 'custom', message: 'true or false (or 1 or 0)' });
      return z.NEVER;
    }),
  // Location search (issue 16): a Nominatim-compatible geocoder; unset, the search says so.
  GEOCODER_URL: z.url({ protocol: /^https?$/, error: 'an http:// or https:// address' }).optional(),
  GEOCODER_USER_AGENT: z
    .string()
    .regex(
      /^[\x20-\x7E]{8,200}$/,
      'printable ASCII, 8-200 characters, e.g. MyApp/1.0 (+url; email)',
    )
    .optional(),
  // A bearer token for /metrics; in production /metrics is off (404) without it.
  METRICS_TOKEN: z
    .string()
    .regex(/^[\x21-\x7E]{16,200}$/, 'at least 16 printable characters, no spaces')
    .optional(),
  // Where `npm run backup -- --to s3://…` writes (and restore reads), when not the media's S3.
  BACKUP_S3_ENDPOINT: z
    .url({ protocol: /^https?$/, error: 'an http:// or https:// address' })
    .optional(),
  BACKUP_S3_REGION: z
    .string()
    .regex(/^[a-z0-9-]{1,40}$/, 'a region name, e.g. us-east-1, ap-southeast-1 or auto (R2)')
    .optional(),
  BACKUP_S3_ACCESS_KEY_ID: z.string().optional(),
  BACKUP_S3_SECRET_ACCESS_KEY: z.string().optional(),
  BACKUP_S3_FORCE_PATH_STYLE: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (value === undefined) return undefined;
      if (value === 'false' || value === '0') return false;
      if (value === 'true' || value === '1') return true;
      ctx.addIssue({ code: 'custom', message: 'true or false (or 1 or 0)' });
      return z.NEVER;
    }),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TRUST_PROXY: z
    .string()
    .optional()
    .transform((value, ctx) => {
      // How many proxies stand in front: `true` is one. Trusting every hop would let a client
      // pick its own address with X-Forwarded-For and dodge the rate limits.
      if (value === undefined || value === 'false' || value === '0' || value === 'no') return 0;
      if (value === 'true' || value === 'yes') return 1;
      if (/^[1-9]$/.test(value)) return Number(value);
      ctx.addIssue({ code: 'custom', message: 'true, false or a number of proxies (1-9)' });
      return z.NEVER;
    }),
});

export type DatabaseConfig =
  { dialect: 'sqlite'; file: string } | { dialect: 'postgres'; url: string; schema?: string };

/**
 * How owners pay (DESIGN.md item 9): Billplz (FPX), or the local sandbox, which plays Billplz's
 * part on this server (never in production).
 */
export type PaymentConfig =
  | { provider: 'sandbox' }
  | {
      provider: 'billplz';
      apiKey: string;
      collectionId: string;
      xSignatureKey: string;
      /** `https://www.billplz.com`, or `https://www.billplz-sandbox.com` for Billplz's sandbox. */
      baseUrl: string;
    };

/** An S3-compatible bucket for uploaded pictures (DESIGN.md "files"). */
export interface S3MediaConfig {
  driver: 's3';
  /** MinIO, R2 and the like; unset: AWS S3 itself. */
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  /** `endpoint/bucket/key` rather than `bucket.endpoint/key` (MinIO wants it). */
  forcePathStyle: boolean;
}

/**
 * How backups reach an S3-compatible bucket (`--to s3://bucket/prefix`). The bucket itself is
 * named on the command line; this is the service and the keys. No keys: the AWS SDK's own chain
 * (AWS_ACCESS_KEY_ID…, a profile, an instance role).
 */
export interface BackupS3Config {
  endpoint?: string;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string } | null;
  forcePathStyle: boolean;
}

/** Where uploaded pictures live: `DATA_DIR/media` by default, or an S3 bucket. */
export type MediaConfig = { driver: 'local' } | S3MediaConfig;

export const BILLPLZ_PRODUCTION_URL = 'https://www.billplz.com';
export const BILLPLZ_SANDBOX_URL = 'https://www.billplz-sandbox.com';

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
  logLevel: z.infer<typeof envSchema>['LOG_LEVEL'];
  /** Proxies in front of the app whose X-Forwarded-For is believed (0: none). */
  trustProxy: number;
  payment: PaymentConfig;
  media: MediaConfig;
  /** The location search's geocoder (issue 16); null: not configured. */
  geocoder: GeocoderConfig | null;
  /** The bearer token /metrics asks for; null: open outside production, off (404) in it. */
  metricsToken: string | null;
  /** The S3 service backups go to when the destination is `s3://…`. */
  backupS3: BackupS3Config;
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

/** Secrets and settings production cannot run without, with why, for the refusal message. */
function missingForProduction(env: z.infer<typeof envSchema>): string[] {
  const missing: string[] = [];
  if (!env.APP_SECRET || env.APP_SECRET.length < 32 || env.APP_SECRET === DEV_APP_SECRET) {
    missing.push('APP_SECRET (at least 32 random characters; signs login codes and sessions)');
  }
  if (!env.PUBLIC_URL) missing.push('PUBLIC_URL (the https address guests open)');
  if (!env.SMTP_URL) missing.push('SMTP_URL (login codes must reach real mailboxes)');
  if (env.PAYMENT_PROVIDER !== 'billplz') {
    missing.push('PAYMENT_PROVIDER=billplz (the sandbox takes no real money)');
  }
  return missing;
}

const BILLPLZ_KEYS = [
  'BILLPLZ_API_KEY',
  'BILLPLZ_COLLECTION_ID',
  'BILLPLZ_X_SIGNATURE_KEY',
] as const;

/** The payment provider's settings; Billplz without its three keys is refused, naming them. */
function paymentConfig(env: z.infer<typeof envSchema>, isProduction: boolean): PaymentConfig {
  if (env.PAYMENT_PROVIDER !== 'billplz') return { provider: 'sandbox' };
  const missing = BILLPLZ_KEYS.filter((key) => !env[key]);
  if (missing.length > 0) {
    throw new ConfigError(`PAYMENT_PROVIDER=billplz needs ${missing.join(', ')}`);
  }
  return {
    provider: 'billplz',
    apiKey: env.BILLPLZ_API_KEY ?? '',
    collectionId: env.BILLPLZ_COLLECTION_ID ?? '',
    xSignatureKey: env.BILLPLZ_X_SIGNATURE_KEY ?? '',
    baseUrl: (
      env.BILLPLZ_BASE_URL ?? (isProduction ? BILLPLZ_PRODUCTION_URL : BILLPLZ_SANDBOX_URL)
    ).replace(/\/+$/, ''),
  };
}

const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The media storage: S3 when S3_BUCKET is set, which then needs its two keys (in every
 * environment: a bucket that refuses every write would only show up at the first upload).
 */
function mediaConfig(env: z.infer<typeof envSchema>): MediaConfig {
  if (!env.S3_BUCKET) {
    const stray = (['S3_ENDPOINT', ...S3_KEYS] as const).filter((key) => env[key]);
    if (stray.length > 0) {
      throw new ConfigError(`${stray.join(', ')} set without S3_BUCKET (which bucket to use)`);
    }
    return { driver: 'local' };
  }
  const missing = S3_KEYS.filter((key) => !env[key]);
  if (missing.length > 0) throw new ConfigError(`S3_BUCKET needs ${missing.join(', ')}`);
  return {
    driver: 's3',
    ...(env.S3_ENDPOINT ? { endpoint: env.S3_ENDPOINT.replace(/\/+$/, '') } : {}),
    region: env.S3_REGION,
    bucket: env.S3_BUCKET,
    accessKeyId: env.S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '',
    forcePathStyle: env.S3_FORCE_PATH_STYLE,
  };
}

const BACKUP_S3_KEYS = [
  'BACKUP_S3_ENDPOINT',
  'BACKUP_S3_REGION',
  'BACKUP_S3_ACCESS_KEY_ID',
  'BACKUP_S3_SECRET_ACCESS_KEY',
  'BACKUP_S3_FORCE_PATH_STYLE',
] as const;

/**
 * The backups' S3 service: the BACKUP_S3_* variables when any is set; otherwise the media's own
 * S3 service and keys when the media are in S3 (one service to set up); otherwise AWS S3 with
 * the SDK's own credentials. Half a key pair is refused, naming the missing half.
 */
function backupS3Config(env: z.infer<typeof envSchema>, media: MediaConfig): BackupS3Config {
  const explicit = BACKUP_S3_KEYS.some((key) => env[key] !== undefined);
  if (!explicit && media.driver === 's3') {
    return {
      ...(media.endpoint ? { endpoint: media.endpoint } : {}),
      region: media.region,
      credentials: { accessKeyId: media.accessKeyId, secretAccessKey: media.secretAccessKey },
      forcePathStyle: media.forcePathStyle,
    };
  }
  const id = env.BACKUP_S3_ACCESS_KEY_ID;
  const secret = env.BACKUP_S3_SECRET_ACCESS_KEY;
  if (Boolean(id) !== Boolean(secret)) {
    const missing = id ? 'BACKUP_S3_SECRET_ACCESS_KEY' : 'BACKUP_S3_ACCESS_KEY_ID';
    throw new ConfigError(
      `BACKUP_S3_ACCESS_KEY_ID and BACKUP_S3_SECRET_ACCESS_KEY go together: ${missing} is missing`,
    );
  }
  return {
    ...(env.BACKUP_S3_ENDPOINT ? { endpoint: env.BACKUP_S3_ENDPOINT.replace(/\/+$/, '') } : {}),
    region: env.BACKUP_S3_REGION ?? 'us-east-1',
    credentials: id && secret ? { accessKeyId: id, secretAccessKey: secret } : null,
    forcePathStyle: env.BACKUP_S3_FORCE_PATH_STYLE ?? false,
  };
}

/** A Nominatim-compatible geocoder for the location search (docs/operations.md, "Location search"). */
export interface GeocoderConfig {
  url: string;
  /** Who is asking, as Nominatim's usage policy wants: the application, its site, a contact. */
  userAgent: string;
  timeoutMs: number;
}

function geocoderConfig(env: z.infer<typeof envSchema>, publicUrl: string): GeocoderConfig | null {
  if (!env.GEOCODER_URL) return null;
  const contact = env.ADMIN_EMAILS[0];
  return {
    url: env.GEOCODER_URL.replace(/\/+$/, ''),
    userAgent:
      env.GEOCODER_USER_AGENT ?? `Jemput/1.0 (+${publicUrl}${contact ? `; ${contact}` : ''})`,
    timeoutMs: 10_000,
  };
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
    backupS3: backupS3Config(env, media),
  };
}
