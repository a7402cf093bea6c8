import { describe, expect, it } from 'vitest';
import type { QueuedDoorAction } from './check-in-queue';
import { checkInKey, majlisOfAction } from './check-in-queue';

const PASS = 'AbCdEfGhIjKlMnOpQrStUv';

describe('checkInKey', () => {
  it('keeps one check-in per guest and majlis: the same pass at two majlis waits twice', () => {
    expect(checkInKey({ pass: PASS, majlis: 'rs' })).not.toBe(
      checkInKey({ pass: PASS, majlis: 'ak' }),
    );
    expect(checkInKey({ pass: PASS, majlis: 'rs' })).toBe(checkInKey({ pass: PASS, majlis: 'rs' }));
    expect(checkInKey({ rsvpId: 'r1', majlis: 'rs' })).not.toBe(
      checkInKey({ pass: 'r1', majlis: 'rs' }),
    );
  });
});

describe('majlisOfAction', () => {
  it('reads the majlis an action was made at, or none for one queued before majlis', () => {
    const walkIn: QueuedDoorAction = {
      kind: 'walk-in',
      key: 'walk-in:abcdefgh',
      body: { name: 'Pak Abu', guests: 2, clientRef: 'abcdefgh', majlis: 'ak' },
      queuedAt: '2026-12-05T03:00:00.000Z',
    };
    expect(majlisOfAction(walkIn)).toBe('ak');
    const older: QueuedDoorAction = {
      kind: 'check-in',
      key: `pass:${PASS}`,
      body: { pass: PASS },
      name: null,
      guests: null,
      rsvpId: null,
      queuedAt: '2026-12-05T03:00:00.000Z',
    };
    expect(majlisOfAction(older)).toBeUndefined();
  });
});
