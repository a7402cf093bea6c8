import type { ServerOptions } from 'node:http';

/** How long the HTTP server lets a client hold a connection without doing its part. */
export interface ServerTimeouts {
  /**
   * A connection must have sent a request's headers within this long: from connecting (a
   * socket that never sends anything), and from the first byte of each later request on it.
   */
  headersMs: number;
  /** A whole request, body included, must have arrived within this long. */
  requestMs: number;
  /** A kept-alive connection with no request in progress is closed after this long. */
  keepAliveMs: number;
  /** How often the server looks for connections past `headersMs` or `requestMs`. */
  checkEveryMs: number;
}

/**
 * - Headers in 15 s: a request's headers are a packet or two, so even a phone on a poor mobile
 *   link sends them in a few seconds; checked every 5 s, a socket that connects and sends nothing
 *   is closed within 20 s instead of holding a file descriptor for minutes.
 * - A whole request in 5 minutes: the largest body is a 5 MB picture, which a phone on a weak
 *   link (about 150 kbit/s) still uploads in time; a client trickling a body is cut after that.
 * - Idle kept-alive connections for 72 s (Fastify's own default): longer than the 60 s idle time
 *   of common proxies and load balancers, so the proxy, not this server, closes a connection it
 *   keeps for reuse, and never sends a request down one this server is just closing.
 *
 * None of these cuts an event stream: its request is complete once its headers are in (a GET
 * has no body), and it is never idle (a heartbeat every 15 s). There is deliberately no socket
 * inactivity timeout (Fastify's connectionTimeout): a request waiting on the payment provider or
 * the mail server sends nothing for a while and must not be cut.
 */
export const SERVER_TIMEOUTS: ServerTimeouts = {
  headersMs: 15_000,
  requestMs: 5 * 60_000,
  keepAliveMs: 72_000,
  checkEveryMs: 5_000,
};

/** The Fastify options (and through them the Node HTTP server's) for these timeouts. */
export function serverTimeoutOptions(timeouts: ServerTimeouts) {
  const http: ServerOptions = {
    headersTimeout: timeouts.headersMs,
    requestTimeout: timeouts.requestMs,
    keepAliveTimeout: timeouts.keepAliveMs,
    connectionsCheckingInterval: timeouts.checkEveryMs,
  };
  return {
    connectionTimeout: 0,
    keepAliveTimeout: timeouts.keepAliveMs,
    requestTimeout: timeouts.requestMs,
    http,
  };
}
