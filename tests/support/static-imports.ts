import fs from 'node:fs';
import path from 'node:path';

// What a page's code is made of: the source files and packages its entries reach through static
// imports. A dynamic import() is code loaded later (another route, a lazy panel), and a type-only
// import brings nothing, so neither is followed.

const WEB = path.resolve(import.meta.dirname, '../../src/web');
const SHARED = path.resolve(WEB, '../shared');

/** A static import or re-export of code (a type-only one brings no code). */
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

export interface StaticImports {
  /** Every source file reached. */
  files: Set<string>;
  /** Every package imported by name (`react-intl`, `lucide-react`), with a file importing it. */
  packages: Map<string, string>;
}

/** Every source file and package the entries (absolute paths) reach through static imports. */
export function staticImports(entries: string[]): StaticImports {
  const files = new Set<string>();
  const packages = new Map<string, string>();
  const queue = [...entries];
  while (queue.length > 0) {
    const file = queue.pop()!;
    if (files.has(file) || !/\.tsx?$/.test(file)) continue;
    files.add(file);
    const code = fs.readFileSync(file, 'utf8');
    for (const [, specifier] of code.matchAll(STATIC_IMPORT)) {
      const target = resolveImport(file, specifier!);
      if (target) queue.push(target);
      else if (!specifier!.startsWith('.') && !specifier!.startsWith('@web/')) {
        if (!packages.has(specifier!)) packages.set(specifier!, path.relative(WEB, file));
      }
    }
  }
  return { files, packages };
}

/** A web source file by its path under src/web. */
export function webFile(relative: string): string {
  return path.join(WEB, relative);
}
