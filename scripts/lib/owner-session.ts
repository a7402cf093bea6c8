import type { BrowserContext } from '@playwright/test';
import type { CardContent } from '../../src/shared/card/card-content';
import { sampleCardContent, themeFonts } from '../../src/shared/card/sample-card';
import { latestLoginCode } from '../../tests/support/outbox';
import type { TestServer } from './built-server';

// For the screenshot scripts: an owner logged in and a card published through the API (as the
// browser journeys' fixtures do), so the pictures start on the screen they are about.

/** Logs the context in as `email`: a code asked for, read from the outbox, checked. */
export async function logInThroughApi(context: BrowserContext, server: TestServer, email: string) {
  const api = context.request;
  await api.post(`${server.url}/api/auth/code`, { data: { email } });
  const code = latestLoginCode(server.dataDir, email);
  const res = await api.post(`${server.url}/api/auth/verify`, { data: { email, code } });
  if (!res.ok()) throw new Error(`login failed: ${await res.text()}`);
}

/** Publishes the sample card in `theme` (its own fonts) with `changes`; the new card's id. */
export async function publishThroughApi(
  context: BrowserContext,
  server: TestServer,
  theme: string,
  changes: Partial<CardContent> = {},
): Promise<string> {
  const draft = { ...sampleCardContent(new Date()), theme, ...themeFonts(theme), ...changes };
  const res = await context.request.post(`${server.url}/api/cards`, {
    data: { draft, profile: { name: 'Siti Pemilik', mobile: '019-876 5432' } },
  });
  if (!res.ok()) throw new Error(`publish failed: ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
}
