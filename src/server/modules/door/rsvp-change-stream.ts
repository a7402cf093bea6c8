import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RsvpEvents } from '../rsvps/rsvp-events';

/** A comment line this often keeps proxies and phones from closing a quiet stream. */
const HEARTBEAT_MS = 15_000;
/** How soon a browser's EventSource tries again after the stream drops. */
const RETRY_MS = 2_000;

/**
 * Streams a card's RSVP changes as server-sent events (`event: rsvp`, JSON data) until the
 * client goes. The reply is taken over from Fastify (no compression, no buffering), so each
 * change leaves at once. `stillAllowed` is asked before each change and at each heartbeat: an
 * usher link revoked while its stream is open hears nothing more, and the stream ends.
 */
export function streamRsvpChanges(
  request: FastifyRequest,
  reply: FastifyReply,
  events: RsvpEvents,
  cardId: string,
  stillAllowed: () => Promise<boolean> = () => Promise.resolve(true),
): void {
  reply.hijack();
  const raw = reply.raw;
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
        if (await stillAllowed()) raw.write(text);
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
  };
  request.raw.on('close', end);
  raw.on('close', end);
}
