import { ConfigError } from './config-error';
import type { Env } from './env-schema';
import type { MediaConfig } from './media-config';

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
export function backupS3Config(env: Env, media: MediaConfig): BackupS3Config {
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
