import { useEffect, useRef, useState } from 'react';
import type { RsvpChange } from '@shared/schemas/check-in';

// A card's RSVP changes as they happen, for the usher screen and
// the owner's RSVP page. The server streams them as server-sent events (`event: rsvp`). Read
// with fetch() rather than EventSource, which cannot send the usher's token header. While the
// stream is down (not yet open, dropped, a proxy that buffers) the caller is told to poll.

/** How often to poll while the stream is down: a change shows within 2 s either way. */
export const POLL_WHILE_DOWN_MS = 2_000;
const FIRST_RETRY_MS = 1_000;
const MAX_RETRY_MS = 30_000;

export type RsvpStreamState = 'connecting' | 'live' | 'down';

/** Splits a server-sent event stream's text into events; returns what is left unfinished. */
export function parseServerEvents(
  buffer: string,
  onEvent: (event: string, data: string) => void,
): string {
  const blocks = buffer.replace(/\r\n?/g, '\n').split('\n\n');
  const rest = blocks.pop() ?? '';
  for (const block of blocks) {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) continue;
      const colon = line.indexOf(':');
      const field = colon === -1 ? line : line.slice(0, colon);
      const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
      if (field === 'event') event = value;
      else if (field === 'data') data.push(value);
    }
    if (data.length > 0) onEvent(event, data.join('\n'));
  }
  return rest;
}

function asChange(data: string): RsvpChange | null {
  try {
    const value = JSON.parse(data) as Partial<RsvpChange> | null;
    return value && typeof value.rsvpId === 'string' && typeof value.change === 'string'
      ? (value as RsvpChange)
      : null;
  } catch {
    return null;
  }
}

/**
 * Listens to `GET /api/cards/:id/rsvps/events` (with `headers`: the usher's token, or none for
 * the owner's session) and calls `onChange` for each change; reconnects with a growing pause
 * (1 s, 2 s, 4 s… 30 s), and while the stream is down calls `onPoll` every 2 s instead.
 */
export function useRsvpChanges(
  cardId: string,
  {
    headers,
    enabled = true,
    onChange,
    onPoll,
  }: {
    headers?: Record<string, string>;
    enabled?: boolean;
    onChange: (change: RsvpChange) => void;
    onPoll: () => void;
  },
): RsvpStreamState {
  const [state, setState] = useState<RsvpStreamState>('connecting');
  const handlers = useRef({ onChange, onPoll });
  useEffect(() => {
    handlers.current = { onChange, onPoll };
  });
  const headerKey = JSON.stringify(headers ?? {});

  useEffect(() => {
    if (!enabled || !cardId) return;
    const sent = JSON.parse(headerKey) as Record<string, string>;
    const abort = new AbortController();
    let retryMs = FIRST_RETRY_MS;
    let retryTimer: number | undefined;
    let pollTimer: number | undefined;

    const poll = (on: boolean) => {
      window.clearInterval(pollTimer);
      pollTimer = on
        ? window.setInterval(() => handlers.current.onPoll(), POLL_WHILE_DOWN_MS)
        : undefined;
    };

    const connect = async () => {
      try {
        const response = await fetch(`/api/cards/${encodeURIComponent(cardId)}/rsvps/events`, {
          headers: { Accept: 'text/event-stream', ...sent },
          credentials: 'same-origin',
          cache: 'no-store',
          signal: abort.signal,
        });
        if (!response.ok || !response.body) throw new Error(`stream ${response.status}`);
        setState('live');
        poll(false);
        retryMs = FIRST_RETRY_MS;
        // What changed while the stream was down is read once, now.
        handlers.current.onPoll();
        const reader = response.body.pipeThrough(new TextDecoderStream()).getReader();
        let buffer = '';
        for (;;) {
          const { value, done } = await reader.read();
          if (done) break;
          buffer = parseServerEvents(buffer + value, (event, data) => {
            const change = event === 'rsvp' ? asChange(data) : null;
            if (change) handlers.current.onChange(change);
          });
        }
      } catch {
        if (abort.signal.aborted) return;
      }
      if (abort.signal.aborted) return;
      setState('down');
      poll(true);
      retryTimer = window.setTimeout(() => {
        retryTimer = undefined;
        void connect();
      }, retryMs);
      retryMs = Math.min(retryMs * 2, MAX_RETRY_MS);
    };

    // Back online: try again at once rather than after the pause.
    const onOnline = () => {
      if (retryTimer === undefined) return;
      window.clearTimeout(retryTimer);
      retryTimer = undefined;
      retryMs = FIRST_RETRY_MS;
      void connect();
    };
    window.addEventListener('online', onOnline);
    poll(true);
    void connect();
    return () => {
      abort.abort();
      window.clearTimeout(retryTimer);
      window.clearInterval(pollTimer);
      window.removeEventListener('online', onOnline);
    };
  }, [cardId, headerKey, enabled]);

  return state;
}
