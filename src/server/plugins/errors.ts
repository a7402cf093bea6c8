import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpError, codeForStatus, defaultMessage, errorBody } from '../http/errors';

/**
 * Every error leaves the API in one shape: `{ error: { code, message } }` with the right status.
 * Validation errors name the first field that failed, in the schema's own (Malay) words when the
 * schema gives them; unexpected errors are logged and answered with a plain message.
 */
export default fp(
  function errorsPlugin(app: FastifyInstance) {
    app.setErrorHandler((error: FastifyError, request, reply) => {
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.error({ err: error }, 'request failed');
        if (error.retryAfter !== undefined) reply.header('Retry-After', String(error.retryAfter));
        return reply
          .status(error.statusCode)
          .send(errorBody(error.code, error.message, error.retryAfter));
      }
      if (hasZodFastifySchemaValidationErrors(error)) {
        const first = error.validation[0];
        const field = first?.instancePath.replace(/^\//, '').replace(/\//g, '.') ?? '';
        const detail = first?.message ?? '';
        const message =
          detail && !/^(Invalid|Expected|Too |Unrecognized)/.test(detail)
            ? detail
            : `${defaultMessage('bad_request')}${field ? ` (${field})` : ''}`;
        return reply.status(400).send(errorBody('bad_request', message));
      }
      const status = error.statusCode && error.statusCode >= 400 ? error.statusCode : 500;
      const code = codeForStatus(status);
      if (status >= 500) {
        request.log.error({ err: error }, 'request failed');
      }
      return reply.status(status).send(errorBody(code, defaultMessage(code)));
    });
  },
  { name: 'errors' },
);
