import { describe, expect, it } from 'vitest';
import { eventStreamRegistry } from './event-streams';

describe('the event stream registry', () => {
  const limits = { perHolder: 2, perAddress: 3 };
  const nothing = () => undefined;

  it('counts open streams and refuses a holder past its limit, then an address past its own', () => {
    const streams = eventStreamRegistry(limits);
    const a1 = streams.claim('session:a', '203.0.113.1', nothing);
    const a2 = streams.claim('session:a', '203.0.113.1', nothing);
    expect(streams.open).toBe(2);
    expect(streams.claim('session:a', '203.0.113.1', nothing)).toEqual({ refused: 'holder' });
    const b1 = streams.claim('session:b', '203.0.113.1', nothing);
    expect('release' in b1).toBe(true);
    expect(streams.claim('session:c', '203.0.113.1', nothing)).toEqual({ refused: 'address' });
    // Another address is counted on its own.
    expect('release' in streams.claim('session:c', '203.0.113.2', nothing)).toBe(true);
    expect(streams.open).toBe(4);
    for (const place of [a1, a2, b1]) if ('release' in place) place.release();
    expect(streams.open).toBe(1);
    expect('release' in streams.claim('session:a', '203.0.113.1', nothing)).toBe(true);
  });

  it('gives a place back once, however often it is released', () => {
    const streams = eventStreamRegistry(limits);
    const first = streams.claim('usher:x', '203.0.113.1', nothing);
    streams.claim('usher:x', '203.0.113.1', nothing);
    if (!('release' in first)) throw new Error('refused');
    first.release();
    first.release();
    expect(streams.open).toBe(1);
    expect('release' in streams.claim('usher:x', '203.0.113.1', nothing)).toBe(true);
    expect(streams.claim('usher:x', '203.0.113.1', nothing)).toEqual({ refused: 'holder' });
  });

  it('counts an IPv6 client by its /64', () => {
    const streams = eventStreamRegistry(limits);
    for (const ip of ['2001:db8:1:2::1', '2001:db8:1:2::2', '2001:db8:1:2:aaaa::3']) {
      expect('release' in streams.claim(`session:${ip}`, ip, nothing)).toBe(true);
    }
    expect(streams.claim('session:other', '2001:db8:1:2::ffff', nothing)).toEqual({
      refused: 'address',
    });
  });

  it('ends every open stream at shutdown', () => {
    const streams = eventStreamRegistry(limits);
    const ended: string[] = [];
    for (const name of ['one', 'two']) {
      const place = streams.claim(`session:${name}`, '203.0.113.1', () => {
        ended.push(name);
        if ('release' in place) place.release();
      });
    }
    streams.endAll();
    expect(ended.sort()).toEqual(['one', 'two']);
    expect(streams.open).toBe(0);
  });
});
