import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { routeChunks } from './route-chunks';

// The chunks of a lazily loaded route, from Vite's build manifest (the server names
// them in the page, and the starter asks for them one per task).

let webDir: string | undefined;
afterEach(() => {
  if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  webDir = undefined;
});

function withManifest(manifest: unknown): string {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-manifest-'));
  fs.mkdirSync(path.join(webDir, '.vite'));
  fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return webDir;
}

describe('routeChunks', () => {
  it('gives the route chunk and every chunk it imports, each once, scripts only, no entry', () => {
    const dir = withManifest({
      'index.html': { file: 'assets/main-1.js', isEntry: true, imports: ['_react.js'] },
      'app/landing-route.tsx': {
        file: 'assets/landing-route-2.js',
        imports: ['_react.js', '_gallery.js', 'index.html'],
        css: ['assets/landing-3.css'],
      },
      '_gallery.js': { file: 'assets/gallery-4.js', imports: ['_react.js'] },
      '_react.js': { file: 'assets/react-5.js' },
      'app/other.tsx': { file: 'assets/other-6.js' },
    });
    expect(routeChunks(dir, 'app/landing-route.tsx').sort()).toEqual([
      '/assets/gallery-4.js',
      '/assets/landing-route-2.js',
      '/assets/react-5.js',
    ]);
  });

  it('gives nothing without a manifest (a stand-in app)', () => {
    webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'jemput-manifest-'));
    expect(routeChunks(webDir, 'app/landing-route.tsx')).toEqual([]);
  });

  it('refuses a route the build does not have (a renamed file must not go unnoticed)', () => {
    const dir = withManifest({ 'index.html': { file: 'assets/main-1.js' } });
    expect(() => routeChunks(dir, 'app/landing-route.tsx')).toThrow(/not in the build/);
  });
});
