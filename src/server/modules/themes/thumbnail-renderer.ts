import { Worker } from 'node:worker_threads';
import type { Locale } from '@shared/i18n/locales';
import type { Theme } from '@shared/themes/catalogue';
import type { ThemeArt } from './art/art-types';
import type { ShareWords } from './hero-drawing';
import { renderShareImage } from './share-image';
import { renderThumbnail } from './theme-thumbnail';
import type { ThumbnailJob, ThumbnailReply } from './thumbnail-worker';

export interface ThumbnailRenderer {
  /** The theme's gallery thumbnail in `locale`. */
  render(theme: Theme, art: ThemeArt, locale: Locale): Promise<Buffer>;
  renderShare(theme: Theme, art: ThemeArt, words: ShareWords): Promise<Buffer>;
  close(): Promise<void>;
}

/** Draws on the calling thread: for development and tests, where nothing else is waiting. */
export function inProcessRenderer(): ThumbnailRenderer {
  return { render: renderThumbnail, renderShare: renderShareImage, close: () => Promise.resolve() };
}

/**
 * Draws in one worker thread (the built server's `thumbnail-worker.js`), one picture at a time.
 * If the worker dies, the pictures it owed fail and the next request starts a new worker.
 */
export function workerRenderer(workerFile: string): ThumbnailRenderer {
  let worker: Worker | null = null;
  let nextId = 1;
  const pending = new Map<number, { resolve: (b: Buffer) => void; reject: (e: Error) => void }>();

  const failAll = (error: Error) => {
    for (const job of pending.values()) job.reject(error);
    pending.clear();
    worker = null;
  };

  const start = () => {
    const created = new Worker(workerFile);
    created.on('message', (reply: ThumbnailReply) => {
      const job = pending.get(reply.id);
      if (!job) return;
      pending.delete(reply.id);
      if ('error' in reply) job.reject(new Error(reply.error));
      else
        job.resolve(
          Buffer.from(reply.image.buffer, reply.image.byteOffset, reply.image.byteLength),
        );
    });
    created.on('error', failAll);
    created.on('exit', (code) => {
      if (pending.size > 0) failAll(new Error(`thumbnail worker exited with ${code}`));
      worker = null;
    });
    // An idle worker must not keep the process alive at shut-down.
    created.unref();
    return created;
  };

  const send = (job: ThumbnailJob) => {
    worker ??= start();
    const id = nextId++;
    const done = new Promise<Buffer>((resolve, reject) => pending.set(id, { resolve, reject }));
    worker.postMessage({ id, ...job });
    return done;
  };

  return {
    render: (theme, _art, locale) => send({ kind: 'thumbnail', themeName: theme.name, locale }),
    renderShare: (theme, _art, words) => send({ kind: 'share', themeName: theme.name, words }),
    async close() {
      const current = worker;
      worker = null;
      await current?.terminate();
    },
  };
}
