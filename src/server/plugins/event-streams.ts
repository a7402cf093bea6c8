import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { clientAddressKey } from '../http/client-address';
import { OPEN_EVENT_STREAMS_GAUGE } from './metrics';

/**
 * How many server-sent event streams may be open at once on one instance.
 *
 * - 6 per holder (one session, or one usher link). A browser opens one stream per page that
 *   listens (the usher screen, the owner's RSVP page, the guest list), and over HTTP/1.1 it keeps
 *   at most 6 connections to a site anyway, so a seventh stream from one session is not a person
 *   with more tabs but a script. An usher link handed to the two or three ushers of one door
 *   fits too, with room for a phone that reconnected before the server saw its old stream go.
 * - 30 per client address (an IPv6 client by its /64): the couple, their family and a dozen
 *   ushers on one venue's Wi-Fi stay well under it, while one machine cannot hold thousands of
 *   sockets, listeners and heartbeat timers by logging in over and over.
 *
 * A client over a limit gets a 429 before its stream starts; the web page then polls instead and
 * tries the stream again later. The counts are kept in this process only: with several
 * instances, each one applies the limits on its own (an instance that dies takes its streams
 * with it, which a shared counter would have to notice and undo).
 */
export const EVENT_STREAM_LIMITS = { perHolder: 6, perAddress: 30 } as const;

export interface EventStreamLimits {
  perHolder: number;
  perAddress: number;
}

/** Why a stream was refused: its holder, or its client address, has all its streams open. */
export type EventStreamRefusal = 'holder' | 'address';

export interface EventStreams {
  /** Event streams open on this instance now (for the metrics endpoint). */
  readonly open: number;
  /**
   * Takes a place for a stream of `holder` (`session:<id>`, `usher:<id>`) from `ip`. `end` is
   * called if the server closes while the stream is open. Returns how to give the place back
   * (safe to call more than once), or why there is none.
   */
  claim(
    holder: string,
    ip: string,
    end: () => void,
  ): { release: () => void } | { refused: EventStreamRefusal };
}

declare module 'fastify' {
  interface FastifyInstance {
    /** The server-sent event streams open on this instance, and their limits. */
    eventStreams: EventStreams;
  }
}

/** Counts up and down by key; a key at zero is dropped, so the maps only hold open streams. */
function counter() {
  const counts = new Map<string, number>();
  return {
    get: (key: string) => counts.get(key) ?? 0,
    add(key: string, by: number) {
      const next = (counts.get(key) ?? 0) + by;
      if (next > 0) counts.set(key, next);
      else counts.delete(key);
    },
  };
}

export function eventStreamRegistry(
  limits: EventStreamLimits = EVENT_STREAM_LIMITS,
): EventStreams & { endAll(): void } {
  const byHolder = counter();
  const byAddress = counter();
  const ends = new Set<() => void>();
  return {
    get open() {
      return ends.size;
    },
    claim(holder, ip, end) {
      const address = clientAddressKey(ip);
      if (byHolder.get(holder) >= limits.perHolder) return { refused: 'holder' };
      if (byAddress.get(address) >= limits.perAddress) return { refused: 'address' };
      byHolder.add(holder, 1);
      byAddress.add(address, 1);
      // Each claim gets its own entry, even for the same `end`.
      const entry = () => end();
      ends.add(entry);
      return {
        release() {
          if (!ends.delete(entry)) return;
          byHolder.add(holder, -1);
          byAddress.add(address, -1);
        },
      };
    },
    endAll() {
      for (const end of [...ends]) end();
    },
  };
}

/**
 * `app.eventStreams`: every event stream takes a place here before it starts and gives it back
 * when it closes. At shutdown the open streams are ended first, so the server's close does not
 * wait for listeners that never leave (their pages reconnect to another instance).
 */
export default fp(
  function eventStreamsPlugin(app: FastifyInstance) {
    const registry = eventStreamRegistry();
    app.decorate('eventStreams', {
      get open() {
        return registry.open;
      },
      claim: registry.claim,
    } satisfies EventStreams);
    app.metrics.registerGauge({
      name: OPEN_EVENT_STREAMS_GAUGE,
      help: 'Server-sent event streams open on this instance (RSVP changes, the door)',
      collect: () => registry.open,
    });
    app.addHook('preClose', (done) => {
      registry.endAll();
      done();
    });
  },
  { name: 'event-streams', dependencies: ['metrics'] },
);
