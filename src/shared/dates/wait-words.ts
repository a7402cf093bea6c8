import type { RuleWords } from '../i18n/rule-words';

// How long to wait before trying again, in words of the site's catalogue: a rate limit's
// "try again in {wait}" says it in the visitor's language (the server's `waitFor`, a rule's
// message carrying it among its values).

/**
 * A wait as words of the catalogue, for a rule's `{wait}`: "30 saat" / "30 seconds" under a
 * minute, otherwise whole minutes rounded up ("2 minit" / "2 minutes"), at least one second.
 */
export function waitWords(seconds: number): RuleWords {
  const whole = Math.max(1, Math.ceil(seconds));
  return whole < 60
    ? { id: 'errors.wait.seconds', values: { count: whole } }
    : { id: 'errors.wait.minutes', values: { count: Math.ceil(whole / 60) } };
}
