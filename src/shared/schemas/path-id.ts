import { z } from 'zod';

// Ids in a path (an usher link's, a guest's, a theme's) are checked against the pattern of the
// ids we make before any query sees them: a NUL byte or a stray character in a path must never
// reach the database (PostgreSQL refuses NUL with an error, which would be a 500).

/**
 * Path-id schemas whose malformed value is answered as the route answers an unknown id (404
 * with `message`), not as a refused form (400): no id of that shape can exist, so "not found"
 * is the true answer. The server's error handler reads this registry.
 */
export const notFoundWhenMalformed = z.registry<{ message: string }>();

/**
 * A path id of `pattern`; a value that does not fit is answered 404 with `message` (the
 * route's own not-found words). `prepare` runs first, for ids people may paste loosely (staff
 * type card ids with capitals or spaces).
 */
export function pathIdSchema(
  pattern: RegExp,
  message: string,
  prepare?: (raw: string) => string,
): z.ZodType<string, string> {
  const checked = z.string(message).regex(pattern, message);
  const schema = prepare
    ? z.string(message).max(200, message).transform(prepare).pipe(checked)
    : checked;
  schema.register(notFoundWhenMalformed, { message });
  return schema;
}

/** The id of an RSVP (what the server makes: lowercase letters and digits). */
export const RSVP_ID_PATTERN = /^[a-z0-9]{1,40}$/;

/** A guest-list party's id: 12 lowercase letters and digits (the server's randomId(12)). */
export const PARTY_ID_PATTERN = /^[a-z0-9]{12}$/;

/** An usher link's id: 12 lowercase letters and digits (the server's randomId(12)). */
export const USHER_ID_PATTERN = /^[a-z0-9]{12}$/;

/** A co-host's id: 12 lowercase letters and digits (the server's randomId(12)). */
export const HOST_ID_PATTERN = /^[a-z0-9]{12}$/;
