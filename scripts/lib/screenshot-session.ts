import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';
import type { Browser } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';
import type { TestServer } from './built-server';
import { startServer } from './built-server';

// What every screenshot area starts with and ends with: its own folder for the pictures,
// Debian's Chromium, and built servers on fresh databases, all closed however the area ends.

export interface ScreenshotSession {
  /** Debian's Chromium, launched for this run. */
  browser: Browser;
  /** `artifacts/screens/<area>/`, made if missing. */
  outDir: string;
  /** What followed the area's name on the command line (paths, a theme). */
  args: string[];
  /** The built server on a fresh database with `env`; stopped when the area ends. */
  startServer(env?: Record<string, string>): Promise<TestServer>;
}

/** One area of the product in pictures (a module of scripts/screenshots/ exports one). */
export type ScreenshotArea = (session: ScreenshotSession) => Promise<void>;

export async function runScreenshotArea(
  area: string,
  run: ScreenshotArea,
  args: string[],
): Promise<void> {
  const outDir = path.resolve('artifacts/screens', area);
  fs.mkdirSync(outDir, { recursive: true });
  const servers: TestServer[] = [];
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
  try {
    await run({
      browser,
      outDir,
      args,
      async startServer(env = {}) {
        const server = await startServer(env);
        servers.push(server);
        return server;
      },
    });
  } finally {
    await browser.close();
    for (const server of servers) await server.stop();
  }
}
