import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteMs from '@shared/i18n/site/ms/index';
import publicMs from '@shared/i18n/site/ms/public';
import publicEn from '@shared/i18n/site/en/public';

// The pages the server draws for anyone hydrate with the public part of the site's words only
// (site/<locale>/public.ts): every word their code can show must be in it, or a visitor would
// see a message's id. Their code is what these entries import, statically (a dynamic import()
// is another route's, which loads the whole catalogue).

const WEB = path.resolve(import.meta.dirname, '..');
const SHARED = path.resolve(WEB, '../shared');
const PUBLIC_ENTRIES = [
  'app/landing-route.tsx',
  'app/theme-view-page.tsx',
  'app/layouts/site-layout.tsx',
  'app/layouts/bare-layout.tsx',
  'components/not-found-page.tsx',
].map((file) => path.join(WEB, file));

/** A static import or re-export of code (a type-only one brings no words). */
const STATIC_IMPORT = /(?:^|\n)\s*(?:import|export)\s(?!type\s)[^;]*?from\s+'([^']+)'/g;

function resolveImport(from: string, specifier: string): string | null {
  const base = specifier.startsWith('@web/')
    ? path.join(WEB, specifier.slice(5))
    : specifier.startsWith('@shared/')
      ? path.join(SHARED, specifier.slice(8))
      : specifier.startsWith('.')
        ? path.resolve(path.dirname(from), specifier)
        : null;
  if (!base) return null;
  const candidates = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((end) => base + end);
  return candidates.find((file) => fs.existsSync(file) && fs.statSync(file).isFile()) ?? null;
}

/** Every source file the entries reach through static imports. */
function reachableFiles(entries: string[]): Set<string> {
  const seen = new Set<string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (seen.has(file) || !/\.tsx?$/.test(file)) continue;
    seen.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target) queue.push(target);
    }
  }
  return seen;
}

describe('the public pages’ words', () => {
  const files = reachableFiles(PUBLIC_ENTRIES);

  it('reach the pages’ own code (the check follows their imports)', () => {
    const names = [...files].map((file) => path.relative(WEB, file));
    expect(names).toContain('features/landing/landing-page.tsx');
    expect(names).toContain('components/help-button.tsx');
    expect(files.size).toBeGreaterThan(20);
  });

  it('are all in the public part, in both languages', () => {
    const publicKeys = new Set(Object.keys(publicMs));
    const missing: string[] = [];
    // The words a page shows are in its web code; a shared module may hold keys for other
    // pages (a label map) that the public pages import it for something else.
    for (const file of [...files].filter((name) => name.startsWith(WEB))) {
      const code = fs.readFileSync(file, 'utf8');
      for (const key of Object.keys(siteMs)) {
        if (code.includes(`'${key}'`) && !publicKeys.has(key)) {
          missing.push(`${path.relative(WEB, file)}: ${key}`);
        }
      }
    }
    expect(missing).toEqual([]);
    expect(Object.keys(publicEn).sort()).toEqual([...publicKeys].sort());
  });
});
