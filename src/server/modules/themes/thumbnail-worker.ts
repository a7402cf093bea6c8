import { parentPort } from 'node:worker_threads';
import { findTheme } from '@shared/themes/catalogue';
import { themeArt } from '@shared/themes/theme-art';
import { renderThumbnail } from './theme-thumbnail';

// The worker thread that draws thumbnails, so drawing (CPU-bound, up to ~0.7 s each) never holds
// up the requests of guests on the main thread. One message in, one picture out.

export interface ThumbnailRequest {
  id: number;
  themeName: string;
}

export type ThumbnailReply = { id: number; image: Uint8Array } | { id: number; error: string };

parentPort?.on('message', (request: ThumbnailRequest) => {
  const theme = findTheme(request.themeName);
  if (!theme) {
    parentPort?.postMessage({ id: request.id, error: `no theme ${request.themeName}` });
    return;
  }
  renderThumbnail(theme, themeArt(theme)).then(
    (image) => {
      const bytes = new Uint8Array(image);
      parentPort?.postMessage({ id: request.id, image: bytes } satisfies ThumbnailReply, [
        bytes.buffer,
      ]);
    },
    (error: unknown) => parentPort?.postMessage({ id: request.id, error: String(error) }),
  );
});
