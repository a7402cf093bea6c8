import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  ListObjectsV2Command,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import type { S3MediaConfig } from '../config';
import { MediaKeyError, contentTypeOfKey, isMediaKey } from './media-key';
import type { MediaFolder } from './media-key';
import type { ListedMedia, MediaStorage, OpenedMedia, StoredMedia } from './media-storage';

// An S3-compatible bucket (AWS S3, MinIO, Cloudflare R2, …) behind the media storage interface,
// so many app instances share one set of pictures. Guests never reach the
// bucket: /media/… streams from it, so the bucket can stay private and the CSP does not change.

/** A connection that cannot be made in 5 s, or a request still unanswered after 30 s, fails. */
const CONNECTION_TIMEOUT_MS = 5_000;
const REQUEST_TIMEOUT_MS = 30_000;

export interface S3MediaStorageOptions {
  /** Keys per ListObjectsV2 page (S3's own maximum is 1000); tests make it small. */
  pageSize?: number;
}

/** No object under the key; a missing bucket is a misconfiguration, and stays an error. */
function isMissing(error: unknown): boolean {
  if (!(error instanceof S3ServiceException)) return false;
  if (error.name === 'NoSuchKey') return true;
  return error.$metadata.httpStatusCode === 404 && error.name !== 'NoSuchBucket';
}

/**
 * Media as objects in one bucket, under the same keys as the local folder uses
 * (`salam-kaut/<name>`). Keys are checked against the key rule before any request is made. A put
 * replaces the whole object at once (S3 never shows half an object), so no temporary names.
 */
export class S3MediaStorage implements MediaStorage {
  readonly bucket: string;
  private readonly client: S3Client;
  private readonly pageSize: number;

  constructor(config: S3MediaConfig, options: S3MediaStorageOptions = {}) {
    this.bucket = config.bucket;
    this.pageSize = options.pageSize ?? 1000;
    this.client = new S3Client({
      region: config.region,
      ...(config.endpoint ? { endpoint: config.endpoint } : {}),
      forcePathStyle: config.forcePathStyle,
      credentials: { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey },
      // Servers other than AWS (older MinIO, R2, s3rver) refuse or ignore the checksums the SDK
      // adds by default since 2025; ask for them only where S3 requires them.
      ...(config.endpoint
        ? {
            requestChecksumCalculation: 'WHEN_REQUIRED' as const,
            responseChecksumValidation: 'WHEN_REQUIRED' as const,
          }
        : {}),
      maxAttempts: 3,
      requestHandler: {
        connectionTimeout: CONNECTION_TIMEOUT_MS,
        requestTimeout: REQUEST_TIMEOUT_MS,
        throwOnRequestTimeout: true,
      },
    });
  }

  async put(key: string, bytes: Buffer, contentType: string): Promise<void> {
    const expected = contentTypeOfKey(key);
    if (contentType !== expected) {
      throw new Error(`media ${key} must be stored as ${expected}, not ${contentType}`);
    }
    await this.client.send(
      new PutObjectCommand({
        Bucket: this.bucket,
        Key: key,
        Body: bytes,
        ContentType: expected,
        ContentLength: bytes.length,
      }),
    );
  }

  async open(key: string): Promise<OpenedMedia | null> {
    if (!isMediaKey(key)) return null;
    let reply;
    try {
      reply = await this.client.send(new GetObjectCommand({ Bucket: this.bucket, Key: key }));
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
    const body = reply.Body;
    if (!(body instanceof Readable)) {
      throw new Error(`media ${key}: the S3 client gave no readable stream`);
    }
    return {
      stream: body,
      // The key's extension decides, whatever the bucket says the object is.
      contentType: contentTypeOfKey(key),
      size: typeof reply.ContentLength === 'number' ? reply.ContentLength : null,
    };
  }

  async get(key: string): Promise<StoredMedia | null> {
    const opened = await this.open(key);
    if (!opened) return null;
    const chunks: Buffer[] = [];
    for await (const chunk of opened.stream) chunks.push(Buffer.from(chunk as Uint8Array));
    return { bytes: Buffer.concat(chunks), contentType: opened.contentType };
  }

  async delete(key: string): Promise<void> {
    if (!isMediaKey(key)) throw new MediaKeyError(key);
    // S3 answers a removal of what is not there with success too.
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }));
  }

  async list(folder: MediaFolder): Promise<ListedMedia[]> {
    const listed: ListedMedia[] = [];
    let token: string | undefined;
    do {
      const page = await this.client.send(
        new ListObjectsV2Command({
          Bucket: this.bucket,
          Prefix: `${folder}/`,
          MaxKeys: this.pageSize,
          ...(token ? { ContinuationToken: token } : {}),
        }),
      );
      for (const object of page.Contents ?? []) {
        const key = object.Key;
        if (!key || !isMediaKey(key) || !key.startsWith(`${folder}/`)) continue;
        // An object the server gives no date for is left out: the sweep never removes it.
        if (object.LastModified) listed.push({ key, modifiedAt: object.LastModified });
      }
      token = page.IsTruncated ? page.NextContinuationToken : undefined;
    } while (token);
    return listed;
  }

  /** Closes the client's idle connections. */
  close(): void {
    this.client.destroy();
  }
}
