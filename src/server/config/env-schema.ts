import { z } from 'zod';

// The environment variables Jemput reads, each with its check and its development default.

export const DEV_APP_SECRET = 'development-only-secret-do-not-use-in-production';

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

export const envSchema = z.object({
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
  // The location search's Nominatim-compatible geocoder; unset, the search says so.
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
  // A clock the browser journeys can move (PUT /api/test/clock): refused in production.
  TEST_CLOCK: z
    .enum(['on', 'off'], { error: 'on or off' })
    .default('off')
    .transform((value) => value === 'on'),
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

/** The environment once parsed and checked. */
export type Env = z.infer<typeof envSchema>;
