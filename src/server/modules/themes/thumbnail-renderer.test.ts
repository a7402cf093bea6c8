import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findTheme } from '@shared/themes/catalogue';
import type { ThemeArt } from './art/art-types';
import { workerRenderer } from './thumbnail-renderer';

// The real worker draws with satori; these stand-ins speak the same protocol so the renderer's
// own behaviour (answers, errors, a dying worker) is tested quickly and on its own.
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-worker-'));
function workerFile(name: string, body: string): string {
  const file = path.join(folder, `${name}.mjs`);
  fs.writeFileSync(file, `import { parentPort } from 'node:worker_threads';\n${body}`);
  return file;
}
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const theme = findTheme('theme3')!;
const art = {} as ThemeArt;

describe('thumbnail worker renderer', () => {
  it('returns the picture the worker draws in the language asked, for several requests at once', async () => {
    const renderer = workerRenderer(
      workerFile(
        'echo',
        `parentPort.on('message', ({ id, themeName, locale }) => parentPort.postMessage({ id, image: new TextEncoder().encode(themeName + '.' + locale + ':' + id) }));`,
      ),
    );
    const images = await Promise.all([
      renderer.render(theme, art, 'ms'),
      renderer.render(theme, art, 'en'),
    ]);
    expect(images.map((image) => image.toString())).toEqual(['theme3.ms:1', 'theme3.en:2']);
    await renderer.close();
  });

  it('passes on a drawing error', async () => {
    const renderer = workerRenderer(
      workerFile(
        'fails',
        `parentPort.on('message', ({ id }) => parentPort.postMessage({ id, error: 'no fonts' }));`,
      ),
    );
    await expect(renderer.render(theme, art, 'ms')).rejects.toThrow('no fonts');
    await renderer.close();
  });

  it('fails what a dead worker owed, then starts a new one', async () => {
    const marker = path.join(folder, 'started-once');
    const renderer = workerRenderer(
      workerFile(
        'dies-once',
        `import fs from 'node:fs';
         const first = !fs.existsSync(${JSON.stringify(marker)});
         fs.writeFileSync(${JSON.stringify(marker)}, 'x');
         parentPort.on('message', ({ id }) => first ? process.exit(3) : parentPort.postMessage({ id, image: new Uint8Array([7]) }));`,
      ),
    );
    await expect(renderer.render(theme, art, 'ms')).rejects.toThrow(/exited with 3/);
    const image = await renderer.render(theme, art, 'ms');
    expect([...image]).toEqual([7]);
    await renderer.close();
  });
});
