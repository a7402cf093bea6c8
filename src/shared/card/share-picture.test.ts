import { describe, expect, it } from 'vitest';
import { SHARE_PICTURE, sharePhoneBox } from './share-picture';

describe('sharePhoneBox', () => {
  it('is the hero with its edge, on the left of the picture, centred in its height', () => {
    const box = sharePhoneBox();
    expect(box).toEqual({ left: 35, top: 42.5, width: 312, height: 545 });
    expect(box.top * 2 + box.height).toBe(SHARE_PICTURE.height);
    expect(box.left + box.width).toBeLessThan(SHARE_PICTURE.width / 2);
  });
});
