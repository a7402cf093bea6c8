import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

/**
 * Test files that replace a module with `vi.mock` (the logger): the replacement must not reach
 * any other file, so these keep a module graph of their own.
 */
const MOCKING = [
  'tests/api/billplz.test.ts',
  'tests/api/logging.test.ts',
  'tests/api/mail.test.ts',
];

export default defineConfig({
  resolve: { alias },
  test: {
    environment: 'node',
    // At least two test files at a time, even on a 2-core machine (vitest's default there is one):
    // API tests spend much of their time waiting on PostgreSQL, on servers they start and on the
    // disk, and the two databases' sweeps (the longest files) then run side by side.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // API tests open real databases; give a slow CI machine room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: { name: 'unit', include: ['src/**/*.test.ts', 'src/**/*.test.tsx'] },
      },
      {
        // The API tests build their own app on their own database, and the server's modules keep
        // nothing between apps but caches keyed by what they hold (the themes' art, fonts, words):
        // so these files share one module graph per worker instead of loading the whole server
        // (seconds per file) again for each of them.
        extends: true,
        test: {
          name: 'api',
          include: ['tests/**/*.test.ts'],
          exclude: MOCKING,
          isolate: false,
        },
      },
      { extends: true, test: { name: 'api-mocking', include: MOCKING } },
    ],
  },
});
