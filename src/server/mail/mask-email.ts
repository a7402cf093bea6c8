/** `s***@example.com`: enough to tell messages apart in a log, not enough to name anyone. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf('@');
  if (at < 1) return '***';
  return `${email[0]}***${email.slice(at)}`;
}
