import { buffer, text } from 'node:stream/consumers';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { TestS3Server } from '../../../tests/support/s3-server';
import { startS3Server } from '../../../tests/support/s3-server';
import type { S3MediaConfig } from '../config';
import { MediaKeyError } from './media-key';
import { createMediaStorage } from './create-media-storage';
import { S3MediaStorage } from './s3-media-storage';

// The S3 driver over HTTP against a real S3-protocol server (s3rver on loopback).

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('S3MediaStorage', () => {
  let server: TestS3Server;
  let config: S3MediaConfig;
  let bucket: string;
  let storage: S3MediaStorage;
  beforeAll(async () => {
    server = await startS3Server();
  });
  afterAll(() => server.close());
  beforeEach(async () => {
    ({ bucket, config } = await server.newBucket());
    storage = new S3MediaStorage(config);
    return () => storage.close();
  });

  it('keeps bytes under their key, with the content type of the extension', async () => {
    await storage.put('salam-kaut/abc123.png', PNG, 'image/png');
    expect(await storage.get('salam-kaut/abc123.png')).toEqual({
      bytes: PNG,
      contentType: 'image/png',
    });
    await storage.put('salam-kaut/abc123.jpg', PNG, 'image/jpeg');
    expect((await storage.get('salam-kaut/abc123.jpg'))?.contentType).toBe('image/jpeg');
  });

  it('streams what it keeps, with its length', async () => {
    const big = Buffer.alloc(3 * 1024 * 1024, 'salam ');
    await storage.put('salam-kaut/besar.webp', big, 'image/webp');
    const opened = await storage.open('salam-kaut/besar.webp');
    if (!opened) throw new Error('not opened');
    expect(opened.contentType).toBe('image/webp');
    expect(opened.size).toBe(big.length);
    expect((await buffer(opened.stream)).equals(big)).toBe(true);
    expect(await storage.open('salam-kaut/tiada.webp')).toBeNull();
  });

  it('serves the key’s content type, whatever the bucket says the object is', async () => {
    await server.putRaw(bucket, 'salam-kaut/lain.png', '<html>bukan gambar</html>');
    const opened = await storage.open('salam-kaut/lain.png');
    if (!opened) throw new Error('not opened');
    expect(opened.contentType).toBe('image/png');
    expect(await text(opened.stream)).toBe('<html>bukan gambar</html>');
  });

  it('replaces what was under a key', async () => {
    await storage.put('salam-kaut/abc.png', PNG, 'image/png');
    await storage.put('salam-kaut/abc.png', Buffer.from('baru'), 'image/png');
    expect((await storage.get('salam-kaut/abc.png'))?.bytes.toString()).toBe('baru');
    expect((await storage.list('salam-kaut')).map((file) => file.key)).toEqual([
      'salam-kaut/abc.png',
    ]);
  });

  it('answers null for a key it does not have, and deletes quietly', async () => {
    expect(await storage.get('salam-kaut/tiada.png')).toBeNull();
    await storage.delete('salam-kaut/tiada.png');
    await storage.put('salam-kaut/abc.png', PNG, 'image/png');
    await storage.delete('salam-kaut/abc.png');
    await storage.delete('salam-kaut/abc.png');
    expect(await storage.get('salam-kaut/abc.png')).toBeNull();
    expect(await storage.list('salam-kaut')).toEqual([]);
  });

  it('refuses keys outside the rule on every call and writes nothing', async () => {
    for (const key of [
      '../luar.png',
      'salam-kaut/../../luar.png',
      'a/b/c.png',
      'salam-kaut/A.png',
      'salam-kaut/abc.svg',
    ]) {
      await expect(storage.put(key, PNG, 'image/png'), key).rejects.toThrow(MediaKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(MediaKeyError);
      expect(await storage.get(key), key).toBeNull();
      expect(await storage.open(key), key).toBeNull();
    }
    expect(await storage.list('salam-kaut')).toEqual([]);
  });

  it('refuses a content type that is not the extension’s', async () => {
    await expect(storage.put('salam-kaut/abc.png', PNG, 'image/svg+xml')).rejects.toThrow();
    await expect(storage.put('salam-kaut/abc.png', PNG, 'image/jpeg')).rejects.toThrow();
    expect(await storage.get('salam-kaut/abc.png')).toBeNull();
  });

  it('lists a folder page by page, only keys that follow the rule, with LastModified', async () => {
    const paged = new S3MediaStorage(config, { pageSize: 2 });
    try {
      expect(await paged.list('salam-kaut')).toEqual([]);
      const keys = ['a', 'b', 'c', 'd', 'e'].map((name) => `salam-kaut/${name}.png`);
      const before = Date.now() - 2_000;
      for (const key of keys) await paged.put(key, PNG, 'image/png');
      // Around the key rule: beside the folder, in another folder, names Jemput never makes.
      for (const key of ['rahsia.png', 'lain/a.png', 'salam-kaut/LAIN.png', 'salam-kaut/x.tmp']) {
        await server.putRaw(bucket, key, 'lain');
      }
      const listed = await paged.list('salam-kaut');
      expect(listed.map((file) => file.key).sort()).toEqual(keys);
      for (const file of listed) {
        expect(file.modifiedAt.getTime()).toBeGreaterThan(before);
        expect(file.modifiedAt.getTime()).toBeLessThanOrEqual(Date.now() + 2_000);
      }
    } finally {
      paged.close();
    }
  });

  it('reports a bucket that is not there or a key it does not know, never "no picture"', async () => {
    for (const wrong of [
      new S3MediaStorage({ ...config, bucket: 'tiada-baldi' }),
      new S3MediaStorage({ ...config, accessKeyId: 'SALAH' }),
    ]) {
      try {
        await expect(wrong.put('salam-kaut/abc.png', PNG, 'image/png')).rejects.toThrow();
        await expect(wrong.get('salam-kaut/abc.png')).rejects.toThrow();
        await expect(wrong.list('salam-kaut')).rejects.toThrow();
      } finally {
        wrong.close();
      }
    }
  });

  it('is what the configuration makes when S3_BUCKET is set', async () => {
    const configured = createMediaStorage({ dataDir: '/tiada', media: config });
    expect(configured).toBeInstanceOf(S3MediaStorage);
    await configured.put('salam-kaut/abc.webp', PNG, 'image/webp');
    expect((await storage.get('salam-kaut/abc.webp'))?.bytes).toEqual(PNG);
    configured.close?.();
  });
});
