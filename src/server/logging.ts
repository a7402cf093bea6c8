import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { Config } from './config';

/**
 * pino, one line per request: method, route pattern, status and time. No query strings, no
 * addresses, no bodies, no cookies: a wedding card's URLs and forms carry guests' names and phone
 * numbers, and none of that belongs in logs.
 */
export function loggerOptions(level: Config['logLevel']): FastifyServerOptions['logger'] {
  return {
    level,
    redact: ['req.headers.cookie', 'req.headers.authorization', 'res.headers["set-cookie"]'],
    serializers: {
      req: (request) => ({ method: request.method, url: request.url.split('?')[0] }),
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
