import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiRequestError, apiRequest, errorMessage, setClientWords } from './api-client';

// The client's own words (no connection, an unreadable reply) are the ones the page set last:
// the site's LocaleProvider sets them in the visitor's language.

const ENGLISH = {
  offline: 'No internet connection. Please try again.',
  failed: 'Sorry, something went wrong. Please try again.',
};

afterEach(() => vi.unstubAllGlobals());

async function failureOf(call: Promise<unknown>): Promise<ApiRequestError> {
  const failure: unknown = await call.then(
    () => null,
    (error: unknown) => error,
  );
  if (!(failure instanceof ApiRequestError)) throw new Error('the call did not fail as expected');
  return failure;
}

describe('apiRequest', () => {
  it('says a lost connection and an unreadable reply in the words the page set', async () => {
    setClientWords(ENGLISH);
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    const offline = await failureOf(apiRequest('/cards'));
    expect([offline.code, offline.message]).toEqual(['network', ENGLISH.offline]);

    vi.stubGlobal('fetch', () =>
      Promise.resolve(new Response('<html>502</html>', { status: 502 })),
    );
    const unreadable = await failureOf(apiRequest('/cards'));
    expect([unreadable.status, unreadable.message]).toEqual([502, ENGLISH.failed]);
    expect(errorMessage(new Error('a bug'))).toBe(ENGLISH.failed);
  });

  it("passes the server's own words on as they are", async () => {
    setClientWords(ENGLISH);
    const body = { error: { code: 'not_found', message: 'Kad tidak dijumpai.' } };
    vi.stubGlobal('fetch', () => Promise.resolve(Response.json(body, { status: 404 })));
    const refused = await failureOf(apiRequest('/cards/x'));
    expect([refused.code, refused.message]).toEqual(['not_found', 'Kad tidak dijumpai.']);
  });
});
