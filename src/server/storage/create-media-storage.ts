import path from 'node:path';
import type { Config } from '../config';
import { LocalMediaStorage } from './local-media-storage';
import type { MediaStorage } from './media-storage';
import { S3MediaStorage } from './s3-media-storage';

/** The configured storage: the S3 bucket when one is set, else the folder `DATA_DIR/media`. */
export function createMediaStorage(
  config: Pick<Config, 'dataDir'> & Partial<Pick<Config, 'media'>>,
): MediaStorage {
  if (config.media?.driver === 's3') return new S3MediaStorage(config.media);
  return new LocalMediaStorage(path.join(config.dataDir, 'media'));
}
