import os from 'node:os';
import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    environment: 'node',
    // At least two test files at a time, even on a 2-core machine (vitest's default there is one):
    // API tests spend much of their time waiting on PostgreSQL, on servers they start and on the
    // disk, and the two databases' sweeps (the longest files) then run side by side.
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    // API tests open real databases; give a slow CI machine room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
