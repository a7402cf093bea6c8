import fs from 'node:fs';
import path from 'node:path';

/** An entry of Vite's build manifest (`build.manifest`): a chunk and the chunks it imports. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
}

/**
 * The built chunks of a lazily loaded route module (`app/landing-route.tsx`) and every chunk it
 * imports, as `/assets/…` addresses, from the build's manifest; none when the build has no
 * manifest (a stand-in app in tests).
 *
 * Why: main.tsx loads the route the server drew before hydrating. Through Vite's preload helper
 * that appended a `<link rel="modulepreload">` for each of its thirty-odd chunks in one task, a
 * long task on a slow phone. Named in the page, the card's starter appends them one
 * per task instead, and the helper finds them there.
 */
export function routeChunks(webDir: string, source: string): string[] {
  const file = path.join(webDir, '.vite', 'manifest.json');
  if (!fs.existsSync(file)) return [];
  const manifest = JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, ManifestChunk>;
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  if (!manifest[source]) throw new Error(`${source} is not in the build's manifest`);
  visit(source);
  return [...seen].flatMap((key) => {
    const chunk = manifest[key];
    // The page's entry (index.html's script) the starter names already.
    return chunk && !chunk.isEntry && chunk.file.endsWith('.js') ? [`/${chunk.file}`] : [];
  });
}
