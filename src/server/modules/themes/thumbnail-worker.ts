import { parentPort } from 'node:worker_threads';
import type { Locale } from '@shared/i18n/locales';
import { findTheme } from '@shared/themes/catalogue';
import { themeArt } from './art/theme-art';
import type { ShareWords } from './hero-drawing';
import { renderShareImage } from './share-image';
import { renderThumbnail } from './theme-thumbnail';

// The worker thread that draws theme pictures (gallery thumbnails and share images), so drawing (CPU-bound, up to ~0.7 s each) never holds
// up the requests of guests on the main thread. One message in, one picture out.

export type ThumbnailJob =
  | { kind: 'thumbnail'; themeName: string; locale: Locale }
  | { kind: 'share'; themeName: string; words: ShareWords };

export type ThumbnailRequest = ThumbnailJob & { id: number };

export type ThumbnailReply = { id: number; image: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: ThumbnailRequest) => {
  const theme = findTheme(request.themeName);
  if (!theme) {
    parentPort?.postMessage({ id: request.id, error: `no theme ${request.themeName}` });
    return;
  }
  const art = themeArt(theme);
  const drawing =
    request.kind === 'share'
      ? renderShareImage(theme, art, request.words)
      : renderThumbnail(theme, art, request.locale);
  drawing.then(
    (image) => {
      const bytes = new Uint8Array(image);
      parentPort?.postMessage({ id: request.id, image: bytes } satisfies ThumbnailReply, [
        bytes.buffer,
      ]);
    },
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: String(error) }),
  );
});
