// The sweep collects every failure instead of stopping at the first, then shows them grouped by
// operation and kind, a few examples each, in a report of bounded length (thousands of
// failures must still read as one screen, not megabytes).

export interface Failure {
  operation: string;
  kind: string;
  /** Who asked: anonymous, owner or staff. */
  as: string;
  request: string;
  status: number | null;
  detail: string;
}

const EXAMPLES_PER_GROUP = 3;
const MAX_LINES = 200;

// eslint-disable-next-line no-control-regex -- spelling out control characters is the point
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;

/** A reply body cut short and with its control characters spelled out. */
export function excerpt(body: string, max = 160): string {
  const short = body.length > max ? `${body.slice(0, max)}…` : body;
  return short.replace(CONTROL, (char) => `\\x${char.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

function groupBy<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const item of items) groups.set(key(item), [...(groups.get(key(item)) ?? []), item]);
  return groups;
}

/** The failures as lines: operation, then each kind with its count and a few examples. */
export function formatReport(title: string, failures: Failure[]): string {
  if (failures.length === 0) return `${title}: none`;
  const lines = [`${title}: ${failures.length} failure(s)`];
  for (const [operation, ofOperation] of groupBy(failures, (failure) => failure.operation)) {
    lines.push(`${operation} (${ofOperation.length})`);
    for (const [kind, ofKind] of groupBy(ofOperation, (failure) => failure.kind)) {
      lines.push(`  ${kind} × ${ofKind.length}`);
      for (const failure of ofKind.slice(0, EXAMPLES_PER_GROUP)) {
        const status = failure.status === null ? 'no reply' : String(failure.status);
        lines.push(
          `    [${failure.as}] ${failure.request} → ${status} ${failure.detail}`.trimEnd(),
        );
      }
    }
  }
  if (lines.length <= MAX_LINES) return lines.join('\n');
  return [...lines.slice(0, MAX_LINES - 1), `… ${lines.length - MAX_LINES + 1} more lines`].join(
    '\n',
  );
}
