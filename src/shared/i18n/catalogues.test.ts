import fs from 'node:fs';
import path from 'node:path';
import { parse, TYPE } from '@formatjs/icu-messageformat-parser';
import type { MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import { describe, expect, it } from 'vitest';
import cardEn from './card/en.json' with { type: 'json' };
import cardMs from './card/ms.json' with { type: 'json' };
import siteEn from './site/en/index';
import siteMs from './site/ms/index';

// The catalogue check: Malay is the reference and English says the same things. Every key is in
// both languages, each message is valid ICU with the same placeholders in both, each lives in
// the file of its area, and every key is used somewhere in the code (a key nothing uses is a
// word nobody sees, and a translator's wasted work). The site's catalogue and the guest card's
// are held to the same checks; what the card's small formatter reads is checked in
// card-words.test.ts.

const SRC = path.resolve(import.meta.dirname, '../..');
const HERE = import.meta.dirname;

/** The placeholders of a message and what kind each is (`name:plural`), sorted. */
function placeholders(elements: MessageFormatElement[], found = new Set<string>()) {
  for (const element of elements) {
    if (element.type === TYPE.literal || element.type === TYPE.pound) continue;
    found.add(`${element.value}:${TYPE[element.type]}`);
    if (element.type === TYPE.plural || element.type === TYPE.select) {
      for (const option of Object.values(element.options)) placeholders(option.value, found);
    }
    if (element.type === TYPE.tag) placeholders(element.children, found);
  }
  return [...found].sort();
}

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [full] : [];
  });
}

/** Every quoted string in the code (catalogues and tests aside): where keys are used. */
function usedStrings(): Set<string> {
  const used = new Set<string>();
  for (const file of sourceFiles(SRC)) {
    if (file.startsWith(HERE)) continue;
    const code = fs.readFileSync(file, 'utf8');
    for (const match of code.matchAll(/(['"`])([\w.-]+)\1/g)) used.add(match[2]!);
  }
  return used;
}

const catalogues = [
  { name: 'site', ms: siteMs as Record<string, string>, en: siteEn as Record<string, string> },
  { name: 'card', ms: cardMs as Record<string, string>, en: cardEn as Record<string, string> },
];

describe.each(catalogues)('the $name catalogue', ({ ms, en }) => {
  it('has every key in both languages', () => {
    const missing = Object.keys(ms).filter((key) => !(key in en));
    const extra = Object.keys(en).filter((key) => !(key in ms));
    expect({ missingInEnglish: missing, notInMalay: extra }).toEqual({
      missingInEnglish: [],
      notInMalay: [],
    });
  });

  it('has valid ICU messages with the same placeholders in both languages', () => {
    const problems: string[] = [];
    for (const [key, malay] of Object.entries(ms)) {
      const english = en[key];
      if (english === undefined) continue;
      try {
        const [a, b] = [placeholders(parse(malay)), placeholders(parse(english))];
        if (a.join() !== b.join()) problems.push(`${key}: ms {${a.join()}} en {${b.join()}}`);
      } catch (error) {
        problems.push(`${key}: ${(error as Error).message}`);
      }
      if (!malay.trim() || !english.trim()) problems.push(`${key}: empty`);
    }
    expect(problems).toEqual([]);
  });

  it('uses every key somewhere in the code', () => {
    const used = usedStrings();
    expect(Object.keys(ms).filter((key) => !used.has(key))).toEqual([]);
  });
});

it('keeps each site key in the file of its area', () => {
  const misplaced: string[] = [];
  for (const locale of ['ms', 'en']) {
    const dir = path.join(HERE, 'site', locale);
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      const area = file.replace(/\.json$/, '');
      const keys = Object.keys(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')));
      misplaced.push(
        ...keys.filter((key) => !key.startsWith(`${area}.`)).map((k) => `${locale}/${file}: ${k}`),
      );
    }
    // Every file is in the catalogue (its index spreads it in).
    const index = fs.readFileSync(path.join(dir, 'index.ts'), 'utf8');
    for (const file of fs.readdirSync(dir).filter((name) => name.endsWith('.json'))) {
      if (!index.includes(`'./${file}'`)) misplaced.push(`${locale}/index.ts leaves out ${file}`);
    }
  }
  expect(misplaced).toEqual([]);
});

it('keeps the card’s keys apart from the site’s: each starts with `card.`', () => {
  const keys = Object.keys(cardMs);
  expect(keys.length).toBeGreaterThan(0);
  expect(keys.filter((key) => !key.startsWith('card.'))).toEqual([]);
  expect(keys.filter((key) => key in siteMs)).toEqual([]);
});
