// The yardstick: a bare Fastify route on this machine, nothing else. Jemput's figures are read
// as a ratio of this one, measured in the same run, because the machines are noisy.
import Fastify from 'fastify';

const app = Fastify({ logger: false });
app.get('/hello', () => ({ hello: 'world' }));
await app.listen({ port: Number(process.env.PORT ?? 0), host: '127.0.0.1' });
console.log(`listening ${app.server.address().port}`);
