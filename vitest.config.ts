import { defineConfig } from 'vitest/config';
import { alias } from './vite.config.ts';

export default defineConfig({
  resolve: { alias },
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'tests/**/*.test.ts'],
    environment: 'node',
    // API tests open real databases; give a slow CI machine room.
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
