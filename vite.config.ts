import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'vite';
import { precompiledCatalogues } from './src/web/i18n/precompile-catalogues.ts';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export const alias = {
  '@shared': fromRoot('./src/shared'),
  '@server': fromRoot('./src/server'),
  '@web': fromRoot('./src/web'),
};

// The web app. In development the API runs on PORT (default 3000) and Vite proxies to it.
export default defineConfig({
  root: fromRoot('./src/web'),
  publicDir: fromRoot('./src/web/public'),
  // The message catalogues come parsed (ICU ASTs), so the browser needs no ICU parser: its
  // stub stands in for it, in this build only (the server and the unit tests parse at run time).
  plugins: [precompiledCatalogues(), react(), tailwindcss()],
  resolve: {
    alias: [
      {
        find: /^@formatjs\/icu-messageformat-parser$/,
        replacement: '@formatjs/icu-messageformat-parser/no-parser.js',
      },
      ...Object.entries(alias).map(([find, replacement]) => ({ find, replacement })),
    ],
  },
  build: {
    outDir: fromRoot('./dist/web'),
    emptyOutDir: true,
    target: 'es2022',
    sourcemap: true,
    // Which chunks each lazily loaded route needs: the server names them in the pages it draws
    // (src/server/render/route-chunks.ts).
    manifest: true,
    rollupOptions: {
      // The app, and the guest card's page: its own small entry, drawn by the server first.
      input: { main: fromRoot('./src/web/index.html'), kad: fromRoot('./src/web/kad.html') },
    },
  },
  server: {
    port: Number(process.env.WEB_DEV_PORT ?? 5173),
    // The API, and what the server draws itself: theme art, fonts, uploaded pictures, and the
    // guest card's page with the built assets it names (run `npm run build` to refresh those).
    proxy: Object.fromEntries(
      ['/api', '/themes', '/kad', '/fonts', '/media', '/assets'].map((prefix) => [
        prefix,
        `http://127.0.0.1:${process.env.PORT ?? 3000}`,
      ]),
    ),
  },
});
