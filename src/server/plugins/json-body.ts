import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../http/errors';
import { BROKEN_TEXT_MESSAGE, decodeUtf8Strictly } from '../http/strict-utf8';

/**
 * JSON bodies are read as bytes and decoded strictly: a body that is not valid UTF-8 (a stray
 * 0xFF, a surrogate or an overlong form written as raw bytes) is refused with 400, where Node's
 * lenient decoding would have stored U+FFFD in a guest's name. Parsing itself stays Fastify's own
 * (secure-json-parse, refusing `__proto__` and `constructor.prototype` keys).
 */
export default fp(
  function jsonBodyPlugin(app: FastifyInstance) {
    const parseJson = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'buffer' }, (request, body, done) => {
      const text = decodeUtf8Strictly(body as Buffer);
      if (text === null) {
        done(badRequest(BROKEN_TEXT_MESSAGE), undefined);
        return;
      }
      parseJson(request, text, done);
    });
  },
  { name: 'json-body' },
);
