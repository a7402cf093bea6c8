import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { buffer } from 'node:stream/consumers';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { LocalMediaStorage } from './local-media-storage';
import { MediaKeyError } from './media-key';
import { createMediaStorage } from './create-media-storage';

const PNG = Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex');

describe('LocalMediaStorage', () => {
  let dataDir: string;
  let root: string;
  let storage: LocalMediaStorage;
  beforeEach(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-media-'));
    root = path.join(dataDir, 'media');
    storage = new LocalMediaStorage(root);
  });
  afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it('keeps bytes under their key, with the content type of the extension', async () => {
    await storage.put('salam-kaut/abc123.png', PNG, 'image/png');
    expect(fs.readFileSync(path.join(root, 'salam-kaut', 'abc123.png'))).toEqual(PNG);
    expect(await storage.get('salam-kaut/abc123.png')).toEqual({
      bytes: PNG,
      contentType: 'image/png',
    });
    await storage.put('salam-kaut/abc123.jpg', PNG, 'image/jpeg');
    expect((await storage.get('salam-kaut/abc123.jpg'))?.contentType).toBe('image/jpeg');
  });

  it('opens what it keeps as a stream, with its length, closing the file at the end', async () => {
    await storage.put('salam-kaut/abc.webp', PNG, 'image/webp');
    const opened = await storage.open('salam-kaut/abc.webp');
    if (!opened) throw new Error('not opened');
    expect(opened).toMatchObject({ contentType: 'image/webp', size: PNG.length });
    expect(await buffer(opened.stream)).toEqual(PNG);
    expect(opened.stream.destroyed).toBe(true);
    expect(await storage.open('salam-kaut/tiada.webp')).toBeNull();
    expect(await storage.open('../luar.png')).toBeNull();
  });

  it('replaces what was under a key, leaving no temporary files behind', async () => {
    await storage.put('salam-kaut/abc.png', PNG, 'image/png');
    await storage.put('salam-kaut/abc.png', Buffer.from('baru'), 'image/png');
    expect((await storage.get('salam-kaut/abc.png'))?.bytes.toString()).toBe('baru');
    expect(fs.readdirSync(path.join(root, 'salam-kaut'))).toEqual(['abc.png']);
  });

  it('answers null for a key it does not have, and deletes quietly', async () => {
    expect(await storage.get('salam-kaut/tiada.png')).toBeNull();
    await storage.put('salam-kaut/abc.png', PNG, 'image/png');
    await storage.delete('salam-kaut/abc.png');
    await storage.delete('salam-kaut/abc.png');
    expect(await storage.get('salam-kaut/abc.png')).toBeNull();
  });

  it('refuses keys outside the rule on every call and writes nothing', async () => {
    for (const key of [
      '../luar.png',
      'salam-kaut/../../luar.png',
      'a/b/c.png',
      'salam-kaut/A.png',
    ]) {
      await expect(storage.put(key, PNG, 'image/png'), key).rejects.toThrow(MediaKeyError);
      await expect(storage.delete(key), key).rejects.toThrow(MediaKeyError);
      expect(await storage.get(key), key).toBeNull();
    }
    expect(fs.readdirSync(dataDir)).toEqual([]);
  });

  it('refuses a content type that is not the extension’s', async () => {
    await expect(storage.put('salam-kaut/abc.png', PNG, 'image/svg+xml')).rejects.toThrow();
    await expect(storage.put('salam-kaut/abc.png', PNG, 'image/jpeg')).rejects.toThrow();
    expect(await storage.get('salam-kaut/abc.png')).toBeNull();
  });

  it('never follows a symbolic link out of its folder', async () => {
    fs.writeFileSync(path.join(dataDir, 'rahsia.png'), 'rahsia');
    fs.mkdirSync(path.join(root, 'salam-kaut'), { recursive: true });
    fs.symlinkSync(path.join(dataDir, 'rahsia.png'), path.join(root, 'salam-kaut', 'pautan.png'));
    expect(await storage.get('salam-kaut/pautan.png')).toBeNull();
    expect(await storage.open('salam-kaut/pautan.png')).toBeNull();
  });

  it('answers null for a folder where a file should be', async () => {
    fs.mkdirSync(path.join(root, 'salam-kaut', 'folder.png'), { recursive: true });
    expect(await storage.get('salam-kaut/folder.png')).toBeNull();
    expect(await storage.open('salam-kaut/folder.png')).toBeNull();
  });

  it('lists the files of a folder that follow the key rule, with when each was written', async () => {
    expect(await storage.list('salam-kaut')).toEqual([]);
    await storage.put('salam-kaut/abc.png', PNG, 'image/png');
    await storage.put('salam-kaut/def.webp', PNG, 'image/webp');
    const folder = path.join(root, 'salam-kaut');
    fs.writeFileSync(path.join(folder, 'abc.png.1234.tmp'), 'separuh');
    fs.writeFileSync(path.join(folder, 'LAIN.png'), 'lain');
    fs.mkdirSync(path.join(folder, 'folder.png'));
    const old = new Date('2026-01-02T03:04:05Z');
    fs.utimesSync(path.join(folder, 'abc.png'), old, old);
    const listed = await storage.list('salam-kaut');
    expect(listed.map((file) => file.key).sort()).toEqual([
      'salam-kaut/abc.png',
      'salam-kaut/def.webp',
    ]);
    expect(listed.find((file) => file.key === 'salam-kaut/abc.png')?.modifiedAt).toEqual(old);
  });

  it('lives under DATA_DIR/media when made from the configuration', async () => {
    const configured = createMediaStorage({ dataDir });
    await configured.put('salam-kaut/abc.webp', PNG, 'image/webp');
    expect(fs.existsSync(path.join(dataDir, 'media', 'salam-kaut', 'abc.webp'))).toBe(true);
  });
});
