import type { FastifyReply, FastifyRequest } from 'fastify';
import { CHECK_IN_MESSAGE_IDS } from '@shared/schemas/check-in';
import { said, tooManyRequests } from '../../http/errors';
import type { EventStreams } from '../../plugins/event-streams';
import type { RsvpEvents } from './rsvp-events';

/** A comment line this often keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** How soon a browser's EventSource tries again after the stream drops. */
const RETRY_MS = 2_000;
/** What a refused stream's page is told to wait: about when its other streams may have gone. */
const FULL_RETRY_SECONDS = 30;

export interface RsvpStreamOptions {
  /** Where open streams are counted and limited (`app.eventStreams`). */
  streams: EventStreams;
  /** Who holds the stream: `session:<id>` or `usher:<id>`, for the per-holder limit. */
  holder: string;
  /**
   * Asked before each change and at each heartbeat: once it says no (an usher link revoked, a
   * session logged out or run out), the stream hears nothing more and ends.
   */
  stillAllowed: () => Promise<boolean>;
}

/**
 * Streams a card's RSVP changes as server-sent events (`event: rsvp`, JSON data) until the
 * client goes or `stillAllowed` says no. The stream first takes its place among the open ones:
 * with its holder's or its address's places all taken, the answer is a 429 (the one error shape)
 * and no stream starts. The reply is taken over from Fastify (no compression, no buffering), so
 * each change leaves at once; its place is given back whenever it closes.
 */
export function streamRsvpChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  events: RsvpEvents,
  cardId: string,
  options: RsvpStreamOptions,
): void {
  const raw = reply.raw;
  const place = options.streams.claim(options.holder, request.ip, () => raw.end());
  if ('refused' in place) {
    throw tooManyRequests(said(CHECK_IN_MESSAGE_IDS.tooManyStreams), FULL_RETRY_SECONDS);
  }
  reply.hijack();
  raw.writeHead(200, {
    'content-type': 'text/event-stream; charset=utf-8',
    'cache-control': 'no-store',
    connection: 'keep-alive',
    // nginx and others: do not hold the stream back.
    'x-accel-buffering': 'no',
  });
  raw.write(`retry: ${RETRY_MS}\n: ready\n\n`);
  // Writes in order, each after the permission check of its turn.
  let queue = Promise.resolve();
  const send = (text: string) => {
    queue = queue
      .then(async () => {
        if (raw.writableEnded) return;
        if (await options.stillAllowed()) raw.write(text);
        else raw.end();
      })
      .catch(() => {
        raw.end();
      });
  };
  const stop = events.subscribe(cardId, (change) => {
    send(`event: rsvp\ndata: ${JSON.stringify(change)}\n\n`);
  });
  const heartbeat = setInterval(() => send(': ping\n\n'), HEARTBEAT_MS);
  heartbeat.unref();
  const end = () => {
    clearInterval(heartbeat);
    stop();
    place.release();
  };
  request.raw.on('close', end);
  raw.on('close', end);
}
