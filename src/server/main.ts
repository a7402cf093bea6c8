import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { buildApp } from './app';
import { ConfigError, loadConfig } from './config';
import { openDatabase } from './db/database';
import { migrateToLatest } from './db/migrate';
import { seed } from './db/seed';
import { movableClock } from './lib/clock';

// From src/server/main.ts (dev) and dist/server/main.js (built) alike, this is <repo>/dist/web.
const WEB_DIR = fileURLToPath(new URL('../../dist/web', import.meta.url));
// Built beside main.js; absent when running from source (tsx), where drawing stays in-process.
const THUMBNAIL_WORKER = fileURLToPath(new URL('./thumbnail-worker.js', import.meta.url));

async function main() {
  const config = loadConfig();
  const database = openDatabase(config.database);
  await migrateToLatest(database.db);
  await seed(database.db, config, new Date());

  const app = await buildApp(config, {
    database,
    webDir: WEB_DIR,
    warmThumbnails: config.env !== 'test',
    reconcilePayments: true,
    sendQueuedMail: true,
    sweepOrphanMedia: true,
    warmFontSubsets: config.env !== 'test',
    ...(config.testClock ? { testClock: movableClock() } : {}),
    ...(fs.existsSync(THUMBNAIL_WORKER) ? { thumbnailWorkerFile: THUMBNAIL_WORKER } : {}),
  });
  app.addHook('onClose', () => database.db.destroy());

  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      app.log.info({ signal }, 'shutting down');
      void app.close().then(() => process.exit(0));
    });
  }

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { dialect: database.dialect, publicUrl: config.publicUrl },
    `Jemput is serving on ${config.publicUrl}`,
  );
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    console.error(`\n${error.message}\n`);
  } else {
    console.error(error);
  }
  process.exit(1);
});
