import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import siteMs from '@shared/i18n/site/ms/index';
import publicMs from '@shared/i18n/site/ms/public';
import publicEn from '@shared/i18n/site/en/public';
import { staticImports } from '../../../tests/support/static-imports';

// The pages the server draws for anyone hydrate with the public part of the site's words only
// (site/<locale>/public.ts): every word their code can show must be in it, or a visitor would
// see a message's id. Their code is what these entries import, statically (a dynamic import()
// is another route's, which loads the whole catalogue).

const WEB = path.resolve(import.meta.dirname, '..');
const PUBLIC_ENTRIES = [
  'app/landing-route.tsx',
  'app/theme-view-page.tsx',
  'app/layouts/site-layout.tsx',
  'app/layouts/bare-layout.tsx',
  'components/not-found-page.tsx',
].map((file) => path.join(WEB, file));

describe('the public pages’ words', () => {
  const { files } = staticImports(PUBLIC_ENTRIES);

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
