import { afterAll, describe, expect, it } from 'vitest';
import type { RsvpChange } from '@shared/schemas/check-in';
import type { RsvpEvents } from './rsvp-events';
import { createRsvpEvents } from './rsvp-events';

// RSVP changes reach every listener of their card and no other card's: in one process, and
// through Redis between instances (CI sets TEST_REDIS_URL; without it that part is skipped).

const change = (cardId: string, rsvpId: string): RsvpChange => ({
  cardId,
  rsvpId,
  change: 'checked-in',
  at: '2026-11-24T10:00:00.000Z',
});

/** The next change a listener of the card hears. */
const next = (events: RsvpEvents, cardId: string) =>
  new Promise<RsvpChange>((resolve) => {
    const stop = events.subscribe(cardId, (heard) => {
      stop();
      resolve(heard);
    });
  });

describe('RSVP events in one process', () => {
  it('reach the card’s listeners only, until they stop', async () => {
    const events = createRsvpEvents({ url: null, prefix: 'x:' }, () => undefined);
    const heard: string[] = [];
    const stopOther = events.subscribe('kadlain', (c) => heard.push(c.rsvpId));
    const coming = next(events, 'kadini');
    events.publish(change('kadini', 'r1'));
    expect(await coming).toEqual(change('kadini', 'r1'));
    stopOther();
    events.publish(change('kadlain', 'r2'));
    expect(heard).toEqual([]);
    await events.close();
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.skipIf(!REDIS_URL)('RSVP events through Redis', () => {
  const prefix = `test-events-${process.pid}-${Date.now()}:`;
  const made: RsvpEvents[] = [];
  const instance = () => {
    const events = createRsvpEvents({ url: REDIS_URL ?? null, prefix }, () => undefined);
    made.push(events);
    return events;
  };
  afterAll(async () => {
    await Promise.all(made.map((events) => events.close()));
  });

  it('a check-in on one instance reaches the listeners of another', async () => {
    const a = instance();
    const b = instance();
    const heard = next(b, 'kadredis');
    // The subscriber connects in the background: publish until it hears (a real usher's
    // screen also catches up by polling); each try is a real publish, not a sleep.
    let got: RsvpChange | undefined;
    heard.then((c) => (got = c)).catch(() => undefined);
    for (let i = 0; i < 100 && !got; i += 1) {
      a.publish(change('kadredis', `r${i}`));
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(got?.cardId).toBe('kadredis');
  });
});
