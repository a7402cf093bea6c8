import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vite';
import { alias } from './vite.config.ts';

// The server bundle: one ESM file for Node 20, dependencies left in node_modules.
export default defineConfig({
  resolve: { alias },
  publicDir: false,
  build: {
    ssr: fileURLToPath(new URL('./src/server/main.ts', import.meta.url)),
    outDir: fileURLToPath(new URL('./dist/server', import.meta.url)),
    emptyOutDir: true,
    target: 'node20',
    sourcemap: true,
    rollupOptions: { output: { entryFileNames: 'main.js' } },
  },
});
