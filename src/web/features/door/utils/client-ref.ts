/**
 * A walk-in's own reference, made when the usher taps: the server adds
 * the guest once however often a phone that was offline sends it again.
 */
export function newClientRef(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
