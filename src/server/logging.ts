import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * pino, one line per request: method, route pattern, status and time. No query strings, no
 * addresses, no bodies, no cookies: a wedding card's URLs and forms carry guests' names and phone
 * numbers, and none of that belongs in logs.
 */
/** A path as logs may keep it: no query, and no party's personal-link token. */
export function withoutSecrets(url: string): string {
  const [path = ''] = url.split('?');
  return path.replace(/^(\/kad\/[^/]+\/)[a-z0-9]{12}[A-Za-z0-9_-]{12}/, '$1<pautan>');
}

export function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request) => ({ method: request.method, url: withoutSecrets(request.url) }),
      res: (reply) => ({ statusCode: reply.statusCode }),
    },
  };
}

export function logResponses(app: FastifyInstance): void {
  app.addHook('onResponse', (request, reply, done) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? 'unmatched',
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
      },
      'request',
    );
    done();
  });
}
