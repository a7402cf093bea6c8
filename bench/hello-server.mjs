// The yardstick: a bare Fastify route on this machine, nothing else. Jemput's figures are read
// as a ratio of this one, measured in the same run, because the machines are noisy.
// With BENCH_CARD_BODY (a file of the demo card's page as Jemput sent it, Brotli-compressed) and
// BENCH_CARD_ETAG, `/kad` sends those same bytes with the same headers: the most a card page
// served from memory could do.
import fs from 'node:fs';
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
if (process.env.BENCH_CARD_BODY) {
  const body = fs.readFileSync(process.env.BENCH_CARD_BODY);
  const etag = process.env.BENCH_CARD_ETAG ?? '';
  app.get('/kad', (_request, reply) =>
    reply
      .header('Cache-Control', 'no-cache')
      .header('Vary', 'Accept-Encoding')
      .header('ETag', etag)
      .header('Content-Encoding', 'br')
      .type('text/html; charset=utf-8')
      .send(body),
  );
}
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
