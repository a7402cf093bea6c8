/**
 * Whether two cards (or any JSON-like values) say the same thing, whatever the order of their
 * keys: the edit page has unsaved changes exactly when its card differs from the last saved one.
 * A key holding undefined is no key at all, as in JSON (an emptied English version is dropped).
 */
export function sameContent(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, i) => sameContent(item, b[i]));
  }
  const left = a as Record<string, unknown>;
  const right = b as Record<string, unknown>;
  const defined = (record: Record<string, unknown>) =>
    Object.keys(record).filter((key) => record[key] !== undefined);
  const keys = defined(left);
  return (
    keys.length === defined(right).length &&
    keys.every((key) => Object.hasOwn(right, key) && sameContent(left[key], right[key]))
  );
}
