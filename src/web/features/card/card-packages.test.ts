import { describe, expect, it } from 'vitest';
import { staticImports, webFile } from '../../../../tests/support/static-imports';

// The guest card's script is the product's speed budget: it formats its words with its own small
// formatter (src/shared/i18n/card-words.ts), never with the site's react-intl, which with its
// runtime would cost more than the whole first screen. A shared component that reaches for the
// site's words (a dialog's "Close") must not bring react-intl into the card through an import.

describe('the guest card’s script', () => {
  const { files, packages } = staticImports([webFile('features/card/entry-client.tsx')]);

  it('is followed through its imports', () => {
    expect(files.size).toBeGreaterThan(20);
    expect([...packages.keys()]).toContain('react-dom/client');
  });

  it('imports no site-words library', () => {
    const intl = [...packages].filter(([name]) => /^(react-intl|@formatjs\/)/.test(name));
    expect(intl).toEqual([]);
  });
});
