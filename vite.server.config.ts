import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { alias } from './vite.config.ts';

// The server bundle: one ESM file for Node 20, dependencies left in node_modules.
export default defineConfig({
  resolve: { alias },
  publicDir: false,
  build: {
    ssr: true,
    outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: {
      // The server, and the worker thread that draws theme thumbnails off the request path.
      input: {
        main: fileURLToPath(new URL('./src/server/main.ts', import.meta.url)),
        'thumbnail-worker': fileURLToPath(
          new URL('./src/server/modules/themes/thumbnail-worker.ts', import.meta.url),
        ),
      },
      output: { entryFileNames: '[name].js', chunkFileNames: 'chunks/[name]-[hash].js' },
    },
  },
});
