import type { CardPageData } from '@shared/card/card-page';
import { guestGreeting } from '@shared/card/card-page';
import { cardIdPattern } from '@shared/schemas/card-id';
import { lookInTheme } from './owner-card.service';
import { chosenFonts } from '@shared/card/card-fonts';
import { DEFAULT_THEME } from '@shared/card/sample-card';
import { findTheme, isThemeName } from '@shared/themes/catalogue';
import { themeArtStore } from '../themes/theme-art-store';
import { themeDetail } from '../themes/themes.service';
import type { cardsRepository } from './cards.repository';
import { publicCard } from './cards.service';

export interface CardPageRequest {
  id: string;
  /** `/kad/:id/:demoTheme`: the gallery's Demo buttons show the demo card in another theme. */
  demoTheme?: string;
  /** `?kepada=`: the guest's name for the greeting (text only, never stored). */
  kepada?: unknown;
}

/**
 * What the guest card page shows (guest-side §2 "Public card"): the live card in its theme and
 * chosen fonts, the expiry screen's state (nothing of the card, DESIGN.md item 5), or not found.
 */
export async function cardPageData(
  cards: ReturnType<typeof cardsRepository>,
  request: CardPageRequest,
  now: Date,
): Promise<CardPageData> {
  const { id, demoTheme } = request;
  if (!cardIdPattern.test(id)) return { state: 'not-found' };
  if (demoTheme !== undefined && !isThemeName(demoTheme)) return { state: 'not-found' };
  const row = await cards.findById(id);
  if (!row) return { state: 'not-found' };
  const card = publicCard(row, now);
  if (card.state === 'expired') return { state: 'expired', id: card.id };

  // Another theme (the gallery's Demo, the owner's Preview on the theme page) is shown as the
  // card would be after a theme change: the couple's chosen pair stays, theme fonts follow.
  const look = demoTheme ? lookInTheme(card.content, demoTheme) : card.content;
  const theme = findTheme(look.theme) ?? findTheme(DEFAULT_THEME)!;
  const fonts = chosenFonts(look, theme);
  return {
    state: 'live',
    card: { id: card.id, content: { ...card.content, theme: theme.name }, features: card.features },
    theme: themeDetail(theme, themeArtStore()),
    fonts,
    greeting: guestGreeting(request.kepada),
    renderedAt: now.getTime(),
    version: row.version,
  };
}
