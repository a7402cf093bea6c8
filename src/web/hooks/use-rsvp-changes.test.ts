import { describe, expect, it } from 'vitest';
import { parseServerEvents } from './use-rsvp-changes';

describe('parseServerEvents', () => {
  it('reads whole events, skips comments, and keeps an unfinished one for the next chunk', () => {
    const seen: [string, string][] = [];
    const onEvent = (event: string, data: string) => seen.push([event, data]);
    const rest = parseServerEvents(
      'retry: 2000\n: ready\n\nevent: rsvp\ndata: {"a":1}\n\n: ping\n\nevent: rsvp\ndata: {"b"',
      onEvent,
    );
    expect(seen).toEqual([['rsvp', '{"a":1}']]);
    expect(parseServerEvents(`${rest}:2}\r\n\r\n`, onEvent)).toBe('');
    expect(seen).toEqual([
      ['rsvp', '{"a":1}'],
      ['rsvp', '{"b":2}'],
    ]);
  });
});
