import { retryLater, said } from './errors';

// Rate limits that more than one module's routes share; a limit one route alone uses stays
// beside that route.

/**
 * A look-up by a token a guest holds (a pass, a personal link): plenty for a guest reopening
 * their page, far too few to guess a 128-bit or signed token.
 */
export const TOKEN_LOOKUP_RATE_LIMIT = {
  max: 60,
  timeWindow: '1 minute',
  // A window of a minute: the wait is said in seconds, up to 60.
  errorResponseBuilder: retryLater((seconds) =>
    said('errors.rateLimitedWait', { wait: said('errors.wait.seconds', { count: seconds }) }),
  ),
};
