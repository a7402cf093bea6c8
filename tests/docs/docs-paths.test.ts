import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The docs name files and folders so a newcomer can go straight to a rule; a move that forgets
// the docs leaves them pointing nowhere. Every repository path a document names must exist, and
// every link between documents must reach a file.

const ROOT = path.resolve(import.meta.dirname, '../..');
const DOCUMENTS = [
  'README.md',
  ...fs
    .readdirSync(path.join(ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** Paths in backticks that start at one of the repository's top folders, e.g. `src/server/app.ts`. */
const PATH_IN_CODE = /`((?:src|tests|e2e|scripts|bench|docs)\/[^`\s*<>{}]+?)`/g;
/** Relative links to another document, e.g. [operations](operations.md#backups). */
const DOC_LINK = /\]\(((?![a-z]+:)[^)#\s]+)(?:#[^)]*)?\)/g;

function missingPaths(document: string): string[] {
  const text = fs.readFileSync(path.join(ROOT, document), 'utf8');
  const named = [...text.matchAll(PATH_IN_CODE)].map((match) =>
    (match[1] ?? '').replace(/[.,:;]$/, ''),
  );
  const linked = [...text.matchAll(DOC_LINK)].map((match) =>
    path.relative(ROOT, path.resolve(path.dirname(path.join(ROOT, document)), match[1] ?? '')),
  );
  return [...new Set([...named, ...linked])].filter(
    (name) => !fs.existsSync(path.join(ROOT, name)),
  );
}

describe('the docs', () => {
  it('include the architecture, product rules, operations and development guides', () => {
    for (const name of ['architecture', 'product-rules', 'operations', 'development']) {
      expect(DOCUMENTS).toContain(`docs/${name}.md`);
    }
  });

  it.each(DOCUMENTS)('%s names only paths that exist', (document) => {
    expect(missingPaths(document)).toEqual([]);
  });
});
