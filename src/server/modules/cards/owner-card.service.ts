import { fontsForNewTheme } from '@shared/card/card-fonts';
import { cardState, trialEndsAt } from '@shared/card/trial';
import type { OwnerCard } from '@shared/schemas/owner-card';
import { findTheme } from '@shared/themes/catalogue';
import { DEFAULT_THEME } from '@shared/card/sample-card';
import type { CardContent } from '@shared/card/card-content';
import type { Kysely } from 'kysely';
import type { Database } from '../../db/schema';
import type { CardRow } from './cards.repository';
import { cardsRepository, columnsToContent } from './cards.repository';
import type { MajlisRemovedHook } from './owner-card-majlis';
import { removedMajlis } from './owner-card-majlis';

/** The owner's full card: everything the card home and the editor need, and nothing of others. */
export function ownerCardView(
  row: CardRow,
  now: Date,
  publicUrl: string,
  viewer: OwnerCard['viewer'],
): OwnerCard {
  return {
    id: row.id,
    state: cardState(row.status, row.created_at, now, row.trial_ends_at),
    createdAt: row.created_at,
    trialEndsAt: trialEndsAt(row.created_at, row.trial_ends_at).toISOString(),
    serverNow: now.toISOString(),
    version: row.version,
    content: columnsToContent(row),
    hashtag: row.event ?? '',
    language: row.language,
    url: `${publicUrl}/kad/${row.id}`,
    viewer,
    features: {
      rsvp: row.rsvp === 1,
      email_input: row.email_input === 1,
      music: row.music === 1,
      song: row.yt_id !== null,
      ytId: row.yt_id,
      musicStart: Number(row.music_start),
      gift: row.gift === 1,
      salam_kaut: row.salamkaut_activation === 1,
      salamKautQr: row.salam_kaut !== null,
      rsvpClosesOn: row.rsvp_closes_on,
    },
  };
}

/**
 * The theme and fonts a card has in another theme: the couple's
 * own pair stays, the old theme's own fonts become the new theme's. The theme-change call saves
 * this; the owner's Preview (`/kad/{id}/theme{n}`) shows it.
 */
export function lookInTheme(
  content: Pick<CardContent, 'theme' | 'H2' | 'H2size' | 'fontP'>,
  themeName: string,
): Pick<CardContent, 'theme' | 'H2' | 'H2size' | 'fontP'> {
  const current = findTheme(content.theme) ?? findTheme(DEFAULT_THEME)!;
  const next = findTheme(themeName) ?? current;
  return { theme: next.name, ...fontsForNewTheme(content, current, next) };
}

/**
 * Saves the owner's card if it is still at `version`, in one transaction under the card's row
 * lock (the lock RSVPs take to count seats, so no answer lands on a majlis as it goes): a majlis
 * or session the card no longer has is handed to `majlisRemoved`, which clears what pointed at
 * it. The new version, or null when someone saved first (nothing is written then).
 */
export async function saveOwnerCard(
  db: Kysely<Database>,
  save: { cardId: string; content: CardContent; version: number; now: Date },
  majlisRemoved: MajlisRemovedHook,
): Promise<number | null> {
  return db.transaction().execute(async (trx) => {
    const cards = cardsRepository(trx);
    const before = await cards.lockForAnswers(save.cardId);
    if (!before || before.version !== save.version) return null;
    const version = await cards.updateContent(save.cardId, save.content, save.version, save.now);
    if (version === null) return null;
    const removed = removedMajlis(
      save.cardId,
      columnsToContent(before).majlis,
      save.content.majlis,
    );
    if (removed) await majlisRemoved(trx, removed, save.now);
    return version;
  });
}
