import fs from 'node:fs';
import { chromium, test } from '@playwright/test';
import QRCode from 'qrcode';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../../playwright.config';

// Chromium's fake camera (`--use-file-for-fake-video-capture`) plays a YUV4MPEG2 file. This
// draws a pass's QR code (its URL, as the guest's pass encodes it) into one: no ffmpeg, no
// image library, just the QR matrix scaled up on a white page with a quiet zone.

const WIDTH = 640;
const HEIGHT = 480;
const QUIET_MODULES = 4;
const BLACK = 16;
const WHITE = 235;

/** The luma plane of a frame showing `text` as a QR code in the middle, black on white. */
function qrLuma(text: string): Buffer {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' });
  const span = modules.size + QUIET_MODULES * 2;
  const scale = Math.floor((Math.min(WIDTH, HEIGHT) * 0.9) / span);
  const left = Math.floor((WIDTH - modules.size * scale) / 2);
  const top = Math.floor((HEIGHT - modules.size * scale) / 2);
  const luma = Buffer.alloc(WIDTH * HEIGHT, WHITE);
  for (let row = 0; row < modules.size; row += 1) {
    for (let col = 0; col < modules.size; col += 1) {
      if (!modules.get(row, col)) continue;
      for (let y = 0; y < scale; y += 1) {
        const start = (top + row * scale + y) * WIDTH + left + col * scale;
        luma.fill(BLACK, start, start + scale);
      }
    }
  }
  return luma;
}

/** Writes a short Y4M video of `text`'s QR code to `file` (Chromium loops it). */
export function writeQrVideo(text: string, file: string, frames = 5): string {
  const luma = qrLuma(text);
  const chroma = Buffer.alloc((WIDTH / 2) * (HEIGHT / 2), 128);
  const parts: Buffer[] = [Buffer.from(`YUV4MPEG2 W${WIDTH} H${HEIGHT} F30:1 Ip A1:1 C420jpeg\n`)];
  for (let i = 0; i < frames; i += 1) parts.push(Buffer.from('FRAME\n'), luma, chroma, chroma);
  fs.writeFileSync(file, Buffer.concat(parts));
  return file;
}

/** A browser whose camera (Chromium's fake one) films a pass's QR code, for Imbas Pas. */
export function browserFilming(passUrl: string) {
  const video = writeQrVideo(passUrl, test.info().outputPath('pas.y4m'));
  return chromium.launch({
    executablePath: CHROMIUM_PATH,
    args: [
      ...CHROMIUM_ARGS,
      '--use-fake-ui-for-media-stream',
      '--use-fake-device-for-media-stream',
      `--use-file-for-fake-video-capture=${video}`,
    ],
  });
}
