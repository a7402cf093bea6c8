import helmet from 'helmet';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fp from 'fastify-plugin';
import { CARD_SCRIPT_STARTER_HASH } from '../render/card-script';

// Security headers and the content security policy. The card needs: its own scripts, styles and
// fonts; images from itself, data: and blob: (previews, QR), YouTube's thumbnails; the YouTube
// player as a frame for background music (commanded by postMessage, so no YouTube script runs
// in our pages); the usher screen's QR decoder as WebAssembly. Nothing else is loaded from outside.
const YOUTUBE = ['https://www.youtube.com', 'https://www.youtube-nocookie.com'];

export function contentSecurityPolicy(isProduction: boolean) {
  return {
    useDefaults: false,
    directives: {
      defaultSrc: ["'self'"],
      baseUri: ["'self'"],
      objectSrc: ["'none'"],
      // 'wasm-unsafe-eval' lets the usher screen compile its own QR decoder (ZXing as
      // WebAssembly, served from here); it allows no eval of JavaScript.
      // The guest card's one inline script is its constant starter (render/card-script.ts).
      scriptSrc: ["'self'", "'wasm-unsafe-eval'", CARD_SCRIPT_STARTER_HASH],
      scriptSrcAttr: ["'none'"],
      // Server-rendered pages carry style attributes (theme colours): allowed, scripts are not.
      styleSrc: ["'self'", "'unsafe-inline'"],
      imgSrc: ["'self'", 'data:', 'blob:', 'https://i.ytimg.com'],
      fontSrc: ["'self'", 'data:'],
      connectSrc: ["'self'"],
      mediaSrc: ["'self'", 'blob:'],
      frameSrc: YOUTUBE,
      frameAncestors: ["'self'"],
      formAction: ["'self'"],
      manifestSrc: ["'self'"],
      workerSrc: ["'self'", 'blob:'],
      ...(isProduction ? { upgradeInsecureRequests: [] } : {}),
    },
  };
}

// Headers that only mean something on a document (a page, or an SVG opened on its own): a font
// is never one. Each costs bytes on every font a card's first paint waits for (1.2 KB of headers
// on a 6 KB subset over HTTP/1.1); nosniff, the resource policy and HSTS stay.
const DOCUMENT_ONLY_HEADERS = [
  'Content-Security-Policy',
  'Cross-Origin-Opener-Policy',
  'Origin-Agent-Cluster',
  'Referrer-Policy',
  'X-DNS-Prefetch-Control',
  'X-Download-Options',
  'X-Frame-Options',
  'X-Permitted-Cross-Domain-Policies',
  'X-XSS-Protection',
];

/** For a reply that can never be a document (a font): leaves out the headers only pages use. */
export function withoutDocumentHeaders(reply: FastifyReply): FastifyReply {
  for (const name of DOCUMENT_ONLY_HEADERS) reply.raw.removeHeader(name);
  return reply;
}

export default fp(
  async function securityPlugin(app: FastifyInstance, options: { isProduction: boolean }) {
    // Helmet's own middleware, built once. (@fastify/helmet builds it again on every request,
    // parsing the whole policy each time: a third of a cached card page's cost.)
    const secure = helmet({
      contentSecurityPolicy: contentSecurityPolicy(options.isProduction),
      // YouTube's player needs to be embeddable from our pages; COEP would block it.
      crossOriginEmbedderPolicy: false,
      // wa.me and maps links open in new tabs and must keep working.
      crossOriginOpenerPolicy: { policy: 'same-origin-allow-popups' },
      referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
      hsts: options.isProduction,
    });
    app.addHook('onRequest', (request, reply, done) => {
      secure(request.raw, reply.raw, (error?: unknown) => done(error as Error | undefined));
    });
  },
  { name: 'security' },
);
