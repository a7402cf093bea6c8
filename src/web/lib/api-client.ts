import type { ApiError } from '@shared/schemas/api-error';

// The web app trusts the shapes its own server sends: the server validates every reply against
// the shared zod schemas, and the client takes their types (not their runtime), which keeps zod
// out of the guests' download.

/**
 * An API call that failed: the server's own code and message (in the visitor's language) when it
 * sent one, and the field it refused (`guests`, `draft.groom_name`) so a form can show the
 * message beside it.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly field?: string,
  ) {
    super(message);
    this.name = 'ApiRequestError';
  }
}

/**
 * What the app says itself when there is no reply to show: no connection, or a reply that says
 * nothing it can use (one text each for the whole app). In the page's language: the site's
 * LocaleProvider sets them from its catalogue as it draws (`setClientWords`), so a call made in
 * any language, from a component or not, fails in that language. Malay until then.
 */
export interface ClientWords {
  offline: string;
  failed: string;
}
let clientWords: ClientWords = {
  offline: 'Tiada sambungan internet. Sila cuba sekali lagi.',
  failed: 'Maaf. Berlaku ralat. Sila cuba lagi.',
};

export function setClientWords(words: ClientWords): void {
  clientWords = words;
}

/** The app's own words for a failure with no reply to show (`ClientWords`). */
export function clientWord(which: keyof ClientWords): string {
  return clientWords[which];
}

function isApiError(body: unknown): body is ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return typeof error?.code === 'string' && typeof error.message === 'string';
}

async function toError(response: Response): Promise<ApiRequestError> {
  const body: unknown = await response.json().catch(() => null);
  if (isApiError(body)) {
    const { code, message, field } = body.error;
    return new ApiRequestError(response.status, code, message, field);
  }
  return new ApiRequestError(response.status, 'internal', clientWords.failed);
}

/**
 * Calls the API under /api and returns its JSON reply typed as `T` (nothing for 204), or throws
 * ApiRequestError.
 */
export async function apiRequest<T>(path: string, init: RequestInit = {}): Promise<T> {
  let response: Response;
  try {
    response = await fetch(`/api${path}`, {
      credentials: 'same-origin',
      ...init,
      headers: {
        Accept: 'application/json',
        // A FormData body (an upload) sets its own multipart type with the boundary.
        ...(init.body && !(init.body instanceof FormData)
          ? { 'Content-Type': 'application/json' }
          : {}),
        ...init.headers,
      },
    });
  } catch {
    throw new ApiRequestError(0, 'network', clientWords.offline);
  }
  if (!response.ok) throw await toError(response);
  // 204 No Content (a delete): nothing to read; callers type such calls as `void`.
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

/** The message to show for any failure: the server's own words, or the one fallback text. */
export function errorMessage(error: unknown): string {
  return error instanceof ApiRequestError ? error.message : clientWords.failed;
}
