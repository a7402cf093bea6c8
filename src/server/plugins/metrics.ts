import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { HttpError, said } from '../http/errors';
import { PAYMENT_STATUSES } from '@shared/schemas/checkout';
import { metricsRepository } from '../modules/health/metrics.repository';

// Prometheus metrics at /metrics: requests by route pattern, RSVPs, payments by status and the
// mail outbox read from the database at each scrape, and the gauges other modules register.

/** A gauge's value for one set of labels. */
export interface GaugeValue {
  labels: Record<string, string>;
  value: number;
}

/** A gauge read at every scrape; see AppMetrics.registerGauge. */
export interface GaugeSource {
  /** `jemput_…`, Prometheus style (lowercase, underscores, no `_total` for a gauge). */
  name: string;
  help: string;
  labelNames?: string[];
  /** The value now: one number, or one per label set; null when there is none to tell. */
  collect: () => number | GaugeValue[] | null | Promise<number | GaugeValue[] | null>;
}

export interface AppMetrics {
  /** This app's own metrics (the process's defaults are kept apart, see processRegistry). */
  registry: Registry;
  /**
   * Adds a gauge read at every scrape. This is the hook for counts kept by other modules: the
   * event streams register `OPEN_EVENT_STREAMS_GAUGE` with a collect that returns how many
   * streams are open. Any plugin registered after this one may call it while the app is built.
   */
  registerGauge(source: GaugeSource): void;
  /** The whole text a scrape gets (this app's metrics and the process's). */
  scrape(): Promise<{ contentType: string; body: string }>;
}

declare module 'fastify' {
  interface FastifyInstance {
    metrics: AppMetrics;
  }
}

/** The name the open event streams' gauge is to be registered under. */
export const OPEN_EVENT_STREAMS_GAUGE = 'jemput_event_streams_open';

/** The route of RSVP submissions, by its pattern. */
const RSVP_ROUTE = '/api/cards/:id/rsvps';

/** Methods a label may name; anything else a client invents is `other` (labels stay few). */
const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/** A request no route matched: one label for them all, never the path asked for. */
const UNMATCHED = 'unmatched';

/**
 * Node's own metrics (memory, CPU, event loop, GC) describe the process, not an app, and their
 * monitors run for the life of the process: made once, on first use, and shared by every app the
 * process builds (the tests build many).
 */
let processRegistry: Registry | null = null;
function sharedProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry();
    collectDefaultMetrics({ register: processRegistry });
  }
  return processRegistry;
}

export interface MetricsPluginOptions {
  /** The bearer token /metrics asks for (METRICS_TOKEN); null: see isProduction. */
  token: string | null;
  /** Without a token, /metrics is open outside production and off (404) in it. */
  isProduction: boolean;
}

/**
 * A gauge whose reading may have nothing to tell (no such table yet, the database not
 * answering): it is then left out of the scrape, where prom-client's own gauge would say 0.
 */
class ReadAtScrapeGauge extends Gauge {
  absent = false;

  override async get() {
    const metric = await super.get();
    return this.absent ? { ...metric, values: [] } : metric;
  }
}

const digest = (text: string) => createHash('sha256').update(text).digest();

/** Whether the request carries `Authorization: Bearer <token>`, compared in constant time. */
function hasToken(request: FastifyRequest, expected: Buffer): boolean {
  const header = request.headers.authorization ?? '';
  const match = /^Bearer ([\x21-\x7E]+)$/.exec(header);
  // Both sides hashed first: equal lengths for timingSafeEqual, and no length leaks either.
  return timingSafeEqual(digest(match?.[1] ?? ''), expected) && match !== null;
}

export default fp(
  function metricsPlugin(app: FastifyInstance, options: MetricsPluginOptions) {
    const registry = new Registry();
    const db = metricsRepository(app.db);

    const requests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      registers: [registry],
    });
    const durations = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time to answer HTTP requests, by method, route pattern and status',
      labelNames: ['method', 'route', 'status_code'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [registry],
    });
    const rsvpSubmissions = new Counter({
      name: 'jemput_rsvp_submissions_total',
      help: 'RSVP submissions answered: accepted (201), refused (4xx) or failed (5xx)',
      labelNames: ['outcome'],
      registers: [registry],
    });
    for (const outcome of ['accepted', 'refused', 'failed']) rsvpSubmissions.inc({ outcome }, 0);

    app.addHook('onResponse', (request, reply, done) => {
      const route = request.routeOptions.url ?? UNMATCHED;
      const labels = {
        method: METHODS.has(request.method) ? request.method : 'other',
        route,
        status_code: String(reply.statusCode),
      };
      requests.inc(labels);
      durations.observe(labels, reply.elapsedTime / 1000);
      if (route === RSVP_ROUTE && request.method === 'POST') {
        const status = reply.statusCode;
        rsvpSubmissions.inc({
          outcome: status < 400 ? 'accepted' : status < 500 ? 'refused' : 'failed',
        });
      }
      done();
    });

    const registerGauge = (source: GaugeSource) => {
      const gauge: ReadAtScrapeGauge = new ReadAtScrapeGauge({
        name: source.name,
        help: source.help,
        labelNames: source.labelNames ?? [],
        registers: [registry],
        async collect() {
          gauge.reset();
          gauge.absent = true;
          let value: number | GaugeValue[] | null;
          try {
            value = await source.collect();
          } catch (error) {
            // A gauge that cannot be read is left out of this scrape; the others still answer.
            app.log.warn(
              { gauge: source.name, err: error instanceof Error ? error.message : 'unknown' },
              'metrics: a gauge could not be read',
            );
            return;
          }
          if (value === null) return;
          gauge.absent = false;
          if (typeof value === 'number') gauge.set(value);
          else for (const { labels, value: v } of value) gauge.set(labels, v);
        },
      });
    };

    registerGauge({
      name: 'jemput_rsvps',
      help: 'RSVPs kept in the database, on every card (read at scrape)',
      collect: () => db.rsvpCount(),
    });
    registerGauge({
      name: 'jemput_payments',
      help: 'Payment rows by status (read at scrape)',
      labelNames: ['status'],
      collect: async () => {
        const counts = await db.paymentsByStatus();
        return PAYMENT_STATUSES.map((status) => ({ labels: { status }, value: counts[status] }));
      },
    });
    registerGauge({
      name: 'jemput_mail_outbox_pending',
      help: 'E-mails queued in the mail outbox and not yet sent (read at scrape)',
      collect: () => db.mailOutboxPending(),
    });

    const metrics: AppMetrics = {
      registry,
      registerGauge,
      async scrape() {
        const own = await registry.metrics();
        const process = await sharedProcessRegistry().metrics();
        return { contentType: registry.contentType, body: `${own}\n${process}` };
      },
    };
    app.decorate('metrics', metrics);

    const expected = options.token ? digest(options.token) : null;
    const guard = async (request: FastifyRequest, reply: FastifyReply) => {
      if (expected) {
        if (!hasToken(request, expected)) {
          reply.header('WWW-Authenticate', 'Bearer realm="metrics"');
          throw new HttpError(401, 'unauthorized', said('errors.metricsToken'));
        }
        return;
      }
      // Production without a token: no metrics, and nothing that says there would be.
      if (options.isProduction) return reply.callNotFound();
    };

    app.get('/metrics', { onRequest: guard, schema: { hide: true } }, async (_request, reply) => {
      const { contentType, body } = await metrics.scrape();
      return reply.header('Cache-Control', 'no-store').type(contentType).send(body);
    });
  },
  { name: 'metrics', dependencies: ['database'] },
);
