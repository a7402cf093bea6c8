import type { Majlis } from '@shared/card/card-content';
import { ApiRequestError, errorMessage } from '@web/lib/api-client';
import type { Say, ServerField } from './server-field';
import { serverField } from './server-field';

/** What went wrong with an Update, as the edit page shows it above its bar. */
export type EditProblem =
  /** 409: the card was saved elsewhere since these edits began. */
  | { kind: 'conflict' }
  /** 400 naming a field: its message, and where that field is. */
  | ({ kind: 'field'; message: string; error: ApiRequestError } & ServerField)
  /** 403: the card is not the session's (the server's own words). */
  | { kind: 'refused'; message: string }
  /** Anything else: no connection, the server failing. */
  | { kind: 'failed'; message: string };

/**
 * The problem of a failed Update, in the page's language (`say`); `majlis`, the card's as sent,
 * names the majlis a field is of.
 */
export function editProblem(
  say: Say,
  error: unknown,
  majlis: readonly Pick<Majlis, 'kind' | 'title'>[] = [],
): EditProblem {
  if (!(error instanceof ApiRequestError)) return { kind: 'failed', message: errorMessage(error) };
  if (error.status === 409) return { kind: 'conflict' };
  if (error.status === 403) return { kind: 'refused', message: error.message };
  if (error.status === 400 && error.field) {
    return {
      kind: 'field',
      message: error.message,
      error,
      ...serverField(say, error.field, majlis),
    };
  }
  return { kind: 'failed', message: error.message };
}
