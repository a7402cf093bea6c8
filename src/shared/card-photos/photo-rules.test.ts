import { describe, expect, it } from 'vitest';
import { photoFallbackUrl, photoSrcset, photoUrl, photoWidths } from './photo-rules';

describe('photo widths', () => {
  it('keeps every width below the photo and the photo’s own, never enlarging', () => {
    expect(photoWidths(4000)).toEqual([480, 960, 1600]);
    expect(photoWidths(1600)).toEqual([480, 960, 1600]);
    expect(photoWidths(1200)).toEqual([480, 960, 1200]);
    expect(photoWidths(960)).toEqual([480, 960]);
    expect(photoWidths(500)).toEqual([480, 500]);
    expect(photoWidths(300)).toEqual([300]);
  });

  it('names each width’s file under the media route', () => {
    const photo = { name: 'abc', widths: [480, 960, 1200] };
    expect(photoUrl('abc', 480)).toBe('/media/card-photos/abc-480.webp');
    expect(photoSrcset(photo)).toBe(
      '/media/card-photos/abc-480.webp 480w, /media/card-photos/abc-960.webp 960w, /media/card-photos/abc-1200.webp 1200w',
    );
    expect(photoFallbackUrl(photo)).toBe('/media/card-photos/abc-960.webp');
    expect(photoFallbackUrl({ name: 'x', widths: [300] })).toBe('/media/card-photos/x-300.webp');
  });
});
