import { describe, expect, it } from 'vitest';
import {
  MEDIA_NAME_LENGTH,
  MediaKeyError,
  contentTypeOfKey,
  isMediaKey,
  mediaKey,
  newMediaName,
} from './media-key';

describe('the media key rule', () => {
  it.each([
    'salam-kaut/abc123.png',
    'salam-kaut/k3v9x0q2m7w4z8a1b5c6d0e2.jpg',
    'gift-ideas/set-cadar.webp',
    'a/b.png',
  ])('accepts %s', (key) => {
    expect(isMediaKey(key)).toBe(true);
  });

  it.each([
    ['an empty key', ''],
    ['no folder', 'abc.png'],
    ['two folders', 'salam-kaut/sub/abc.png'],
    ['a leading slash', '/salam-kaut/abc.png'],
    ['a trailing slash', 'salam-kaut/abc.png/'],
    ['a parent folder', '../abc.png'],
    ['a parent folder inside', 'salam-kaut/../abc.png'],
    ['dots in the name', 'salam-kaut/..png'],
    ['a dot folder', './abc.png'],
    ['a backslash', 'salam-kaut\\abc.png'],
    ['backslash climbing', 'salam-kaut/..\\..\\abc.png'],
    ['an encoded slash', 'salam-kaut%2Fabc.png'],
    ['uppercase', 'salam-kaut/ABC.png'],
    ['an uppercase extension', 'salam-kaut/abc.PNG'],
    ['uppercase folder', 'Salam-kaut/abc.png'],
    ['svg (can carry script)', 'salam-kaut/abc.svg'],
    ['html', 'salam-kaut/abc.html'],
    ['jpeg spelled long', 'salam-kaut/abc.jpeg'],
    ['two extensions', 'salam-kaut/abc.png.txt'],
    ['a hidden extension', 'salam-kaut/abc.txt.png.exe'],
    ['no extension', 'salam-kaut/abc'],
    ['a NUL byte', 'salam-kaut/abc\0.png'],
    ['a newline', 'salam-kaut/abc.png\n'],
    ['a space', 'salam-kaut/ab c.png'],
    ['an underscore', 'salam-kaut/ab_c.png'],
    ['a drive letter', 'c:/abc.png'],
    ['non-ASCII', 'salam-kaut/abç.png'],
  ])('refuses %s', (_why, key) => {
    expect(isMediaKey(key)).toBe(false);
    expect(() => contentTypeOfKey(key)).toThrow(MediaKeyError);
  });

  it('gives each extension its one content type', () => {
    expect(contentTypeOfKey('salam-kaut/a.png')).toBe('image/png');
    expect(contentTypeOfKey('salam-kaut/a.jpg')).toBe('image/jpeg');
    expect(contentTypeOfKey('salam-kaut/a.webp')).toBe('image/webp');
  });

  it('makes fresh, unguessable names that fit the rule', () => {
    const names = new Set(Array.from({ length: 200 }, () => newMediaName('png')));
    expect(names.size).toBe(200);
    for (const name of names) {
      expect(name).toMatch(new RegExp(`^[a-z0-9]{${MEDIA_NAME_LENGTH}}\\.png$`));
      expect(isMediaKey(mediaKey('salam-kaut', name))).toBe(true);
    }
  });

  it('refuses to join a folder and a name that break the rule', () => {
    expect(mediaKey('salam-kaut', 'abc.webp')).toBe('salam-kaut/abc.webp');
    for (const name of ['../abc.png', 'a/b.png', 'ABC.png', 'abc.svg', '']) {
      expect(() => mediaKey('salam-kaut', name), name).toThrow(MediaKeyError);
    }
  });
});
