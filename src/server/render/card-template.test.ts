import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { makeWebDir } from '../../../tests/support/web-dir';
import type { CardLanguage } from '@shared/i18n/card-words';
import { SECTIONS_SHOW, SECTIONS_WAIT, loadCardTemplate } from './card-template';

// The card's starter names the chunks of the card's words with the entry's, one language's or
// both, so the entry finds them fetched (or on their way) when it asks for them.

/** Vite's manifest for the built card: each language's words, a wrapper around a shared chunk. */
const MANIFEST = {
  'kad.html': { file: 'assets/kad-abc123.js', isEntry: true },
  '../shared/i18n/card/ms.json': {
    file: 'assets/ms-1.js',
    isDynamicEntry: true,
    imports: ['_ms-2.js'],
  },
  '_ms-2.js': { file: 'assets/ms-2.js' },
  '../shared/i18n/card/en.json': {
    file: 'assets/en-1.js',
    isDynamicEntry: true,
    imports: ['_en-2.js'],
  },
  '_en-2.js': { file: 'assets/en-2.js' },
};

let webDir: string | undefined;
afterEach(() => {
  if (webDir) fs.rmSync(webDir, { recursive: true, force: true });
  webDir = undefined;
});

function renderCard(language: CardLanguage, manifest: unknown = MANIFEST) {
  webDir = makeWebDir();
  if (manifest) {
    fs.mkdirSync(path.join(webDir, '.vite'));
    fs.writeFileSync(path.join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  }
  return loadCardTemplate(webDir)!.render({
    head: '',
    body: '<div data-reveal="shown">Aturcara</div>',
    data: '',
    bodyClass: null,
    language,
  });
}

function preloadsOf(language: CardLanguage, manifest: unknown = MANIFEST) {
  const html = renderCard(language, manifest);
  return /data-preload="([^"]*)"/.exec(html)![1]!.split(' ').filter(Boolean);
}

describe('the card template', () => {
  it('names the words of a Malay card, and not the English', () => {
    expect(preloadsOf('ms')).toEqual(['/assets/ms-1.js', '/assets/ms-2.js']);
  });

  it('names the words of an English card, and not the Malay', () => {
    expect(preloadsOf('en')).toEqual(['/assets/en-1.js', '/assets/en-2.js']);
  });

  it('names both languages’ words for a card in both', () => {
    expect(preloadsOf('both')).toEqual([
      '/assets/ms-1.js',
      '/assets/ms-2.js',
      '/assets/en-1.js',
      '/assets/en-2.js',
    ]);
  });

  it('names none without a manifest (a stand-in app)', () => {
    expect(preloadsOf('en', null)).toEqual([]);
  });

  it('refuses a build whose manifest lacks the words', () => {
    expect(() => preloadsOf('ms', { 'kad.html': MANIFEST['kad.html'] })).toThrow(/manifest/);
  });

  it('holds the sections below the first screen undrawn until the whole stylesheet shows them', () => {
    const html = renderCard('ms');
    const [head, body] = html.split('</head>') as [string, string];
    expect(head).toContain(SECTIONS_WAIT);
    expect(head).not.toContain(SECTIONS_SHOW);
    // The whole stylesheet follows the sections, showing them before the card's own rules.
    const sections = body.indexOf('data-reveal');
    const show = body.indexOf(`<style>${SECTIONS_SHOW}.hero-letter{`);
    expect(sections).toBeGreaterThan(-1);
    expect(show).toBeGreaterThan(sections);
  });
});
