// After `vite build`: writes a Brotli (.br) and a gzip (.gz) copy beside every built script,
// stylesheet, SVG and HTML file, which the server sends to browsers that accept them
// (@fastify/static `preCompressed`). Done once at build, not per request.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const root = path.resolve(process.argv[2] ?? 'dist/web');
// wasm: the usher screen's QR decoder (1 MB; a third of that compressed) on a hall's Wi-Fi.
const COMPRESSIBLE = /\.(js|css|svg|html|json|txt|wasm)$/;
let files = 0;
let before = 0;
let after = 0;

function walk(dir) {
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) walk(file);
    else if (COMPRESSIBLE.test(entry.name)) compress(file);
  }
}

function compress(file) {
  const data = fs.readFileSync(file);
  if (data.length < 1024) return;
  const br = zlib.brotliCompressSync(data, {
    params: {
      [zlib.constants.BROTLI_PARAM_QUALITY]: 11,
      [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
    },
  });
  fs.writeFileSync(`${file}.br`, br);
  fs.writeFileSync(`${file}.gz`, zlib.gzipSync(data, { level: 9 }));
  files += 1;
  before += data.length;
  after += br.length;
}

walk(root);
console.log(
  `compressed ${files} files: ${Math.round(before / 1024)} KB → ${Math.round(after / 1024)} KB (brotli)`,
);
