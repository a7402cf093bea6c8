import fs from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TestApp } from '../support/test-app';
import { createTestApp } from '../support/test-app';
import { makeWebDir } from '../support/web-dir';

// The site's language is the visitor's: chosen on the site (the `bahasa` cookie), else the
// browser's (Accept-Language), else Malay. Pages say which on <html lang>, and caches keep them
// apart (Vary).

describe('the site’s language', () => {
  let t: TestApp;
  let webDir: string;
  beforeAll(async () => {
    webDir = makeWebDir();
    t = await createTestApp('sqlite', { webDir });
  });
  afterAll(async () => {
    await t.close();
    fs.rmSync(webDir, { recursive: true, force: true });
  });

  const langOf = async (headers: Record<string, string>, url = '/dashboard') => {
    const res = await t.app.inject({ method: 'GET', url, headers });
    expect(res.headers.vary).toContain('Accept-Language');
    expect(res.headers.vary).toContain('Cookie');
    return /<html lang="([^"]*)"/.exec(res.body)?.[1];
  };

  it('is Malay unless the browser asks for English', async () => {
    expect(await langOf({})).toBe('ms');
    expect(await langOf({ 'accept-language': 'ms-MY,ms;q=0.9' })).toBe('ms');
    expect(await langOf({ 'accept-language': 'en-GB,en;q=0.9' })).toBe('en');
    expect(await langOf({ 'accept-language': 'zh-CN,zh;q=0.9,en;q=0.5' })).toBe('en');
  });

  it('follows the visitor’s choice over the browser’s', async () => {
    expect(await langOf({ 'accept-language': 'en-GB', cookie: 'bahasa=ms' })).toBe('ms');
    expect(await langOf({ 'accept-language': 'ms-MY', cookie: 'bahasa=en' })).toBe('en');
    // A cookie of no language of ours is no choice.
    expect(await langOf({ 'accept-language': 'en', cookie: 'bahasa=xx' })).toBe('en');
  });

  it('marks the not-found page too, even for an address the router refuses', async () => {
    expect(await langOf({ 'accept-language': 'en' }, '/no-such-page')).toBe('en');
    expect(await langOf({ 'accept-language': 'en' }, '/kad/%ff')).toBe('en');
  });
});
