import zlib from 'node:zlib';
import compress from '@fastify/compress';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

// Replies over 1 KB go out compressed (Brotli, else gzip) to browsers that accept it: the guest
// card's page shrinks about four times on a phone's network. Brotli at quality 4 costs little
// CPU per reply; built scripts and styles are compressed once at build instead (web.ts).
export default fp(
  async function compressionPlugin(app: FastifyInstance) {
    await app.register(compress, {
      global: true,
      threshold: 1024,
      encodings: ['br', 'gzip'],
      brotliOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } },
      zlibOptions: { level: 6 },
    });
  },
  { name: 'compression' },
);
