import type { Manifest } from './backup-manifest';

// What the backup and restore commands print: sizes, counts, places. Never a setting's value:
// no key, no password, no database address.

/** 1536 → `1.5 KB`; in powers of 1024, as `du -h` counts. */
export function formatBytes(bytes: number): string {
  const units = ['bytes', 'KB', 'MB', 'GB', 'TB'];
  let value = bytes;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return unit === 0 ? `${bytes} bytes` : `${value.toFixed(1)} ${units[unit]}`;
}

/** The manifest in a few lines: the database, the media, the total. */
export function describeManifest(manifest: Manifest): string[] {
  const lines: string[] = [];
  const databaseFile = manifest.files.find((file) => file.path === 'jemput.sqlite');
  if (manifest.database.included) {
    const rows = manifest.database.rows;
    lines.push(
      `  database: ${formatBytes(databaseFile?.bytes ?? 0)}, migration ${manifest.database.migration} (${manifest.database.migrations}), ${rows.cards ?? 0} cards, ${rows.rsvps ?? 0} RSVPs, ${rows.payments ?? 0} payments`,
    );
  } else {
    lines.push(`  database: not included. ${manifest.database.note}`);
  }
  if (manifest.media.included) {
    const mediaBytes = manifest.files
      .filter((file) => file.path.startsWith('media/'))
      .reduce((sum, file) => sum + file.bytes, 0);
    lines.push(`  media: ${manifest.media.files} files, ${formatBytes(mediaBytes)}`);
  } else {
    lines.push(`  media: not included. ${manifest.media.note} (bucket ${manifest.media.bucket})`);
  }
  lines.push(
    `  total: ${formatBytes(manifest.totalBytes)} in ${manifest.files.length} files, taken ${manifest.createdAt} in ${manifest.durationSeconds.toFixed(2)} s`,
  );
  return lines;
}

/** An error for people: its message only (no stack, which might show settings in its frames). */
export function errorMessage(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}

/** One line to standard output (the commands' report; errors go to standard error). */
export function say(line: string): void {
  process.stdout.write(`${line}\n`);
}
