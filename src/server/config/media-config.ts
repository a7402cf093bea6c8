import { ConfigError } from './config-error';
import type { Env } from './env-schema';

/** An S3-compatible bucket for uploaded pictures. */
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

/** Where uploaded pictures live: `DATA_DIR/media` by default, or an S3 bucket. */
export type MediaConfig = { driver: 'local' } | S3MediaConfig;

const S3_KEYS = ['S3_ACCESS_KEY_ID', 'S3_SECRET_ACCESS_KEY'] as const;

/**
 * The media storage: S3 when S3_BUCKET is set, which then needs its two keys (in every
 * environment: a bucket that refuses every write would only show up at the first upload).
 */
export function mediaConfig(env: Env): MediaConfig {
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
