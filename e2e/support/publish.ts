import type { APIRequestContext } from '@playwright/test';
import { expect } from '@playwright/test';
import type { CardContent, Majlis } from '../../src/shared/card/card-content';
import { firstMajlis } from '../../src/shared/card/majlis';
import { sampleCardContent, themeFonts } from '../../src/shared/card/sample-card';
import type { CardLanguage } from '../../src/shared/i18n/card-words';

/** The sample card's one majlis with `changes` on top, as a card's majlis list. */
export function sampleMajlis(changes: Partial<Majlis>): Majlis[] {
  return [{ ...firstMajlis(sampleCardContent(new Date()).majlis), ...changes }];
}

/**
 * Publishes a card as the profile screen does (`POST /api/cards`), owned by whoever the request
 * context is logged in as (`page.request` after `loggedInAs`): the sample card, in `theme` with
 * that theme's own fonts, with `changes` on top, in Malay unless `language` says otherwise (the
 * server would take the browser's language: journeys in English choose their card's own).
 * Returns the new card's id.
 */
export async function publishCard(
  request: APIRequestContext,
  theme: string,
  changes: Partial<CardContent> = {},
  language: CardLanguage = 'ms',
): Promise<string> {
  const draft = { ...sampleCardContent(new Date()), theme, ...themeFonts(theme), ...changes };
  const response = await request.post('/api/cards', {
    data: { draft, profile: { name: 'Siti Pemilik', mobile: '019-876 5432' }, language },
  });
  expect(response.status(), await response.text()).toBe(201);
  return ((await response.json()) as { id: string }).id;
}
