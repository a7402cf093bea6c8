import { Link } from 'react-router';
import { ClipboardCheck, Gift, Music, Palette, Send } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useT } from '@web/i18n/use-t';

interface Tile {
  /** A tile names itself by its page's key, so it is worded in the visitor's language. */
  title: SiteMessageId;
  detail: SiteMessageId;
  icon: LucideIcon;
  /** The tile's page. */
  to: string;
  /** Both columns on a phone. */
  wide?: boolean;
  /** The owner's part (the card's song, gifts, theme): not offered to a Pengurus. */
  ownerOnly?: boolean;
}

const tiles = (cardId: string): Tile[] => [
  // The guest list, the whole width of a phone (five tiles in two columns).
  {
    title: 'cardHome.tiles.guestList',
    detail: 'cardHome.tiles.guestListDetail',
    icon: Send,
    to: `/tetamu/${cardId}`,
    wide: true,
  },
  {
    title: 'cardHome.tiles.rsvp',
    detail: 'cardHome.tiles.rsvpDetail',
    icon: ClipboardCheck,
    to: `/rsvp/${cardId}`,
  },
  {
    title: 'cardHome.tiles.music',
    detail: 'cardHome.tiles.musicDetail',
    icon: Music,
    to: `/music/${cardId}`,
    ownerOnly: true,
  },
  {
    title: 'cardHome.tiles.salamKaut',
    detail: 'cardHome.tiles.salamKautDetail',
    icon: Gift,
    to: `/salamkaut/${cardId}`,
    ownerOnly: true,
  },
  {
    title: 'cardHome.tiles.theme',
    detail: 'cardHome.tiles.themeDetail',
    icon: Palette,
    to: `/tema/${cardId}`,
    ownerOnly: true,
  },
];

const TILE =
  'flex h-full min-h-28 flex-col gap-1 rounded-2xl border border-emerald-deep/10 bg-paper p-4 text-left shadow-sm transition hover:border-emerald-deep/40 hover:shadow-md';

/**
 * Tiles to RSVP, Lagu, Salam Kaut & Hadiah and Tema, and Senarai Tetamu (the guest list); a
 * Pengurus (`ownerPart` false) gets the guest list and RSVP only.
 */
export function FeatureTiles({
  cardId,
  ownerPart = true,
}: {
  cardId: string;
  ownerPart?: boolean;
}) {
  const t = useT();
  const shown = tiles(cardId).filter((tile) => ownerPart || !tile.ownerOnly);
  return (
    <ul
      aria-label={t('cardHome.tiles.label')}
      className={`grid grid-cols-2 gap-3 ${ownerPart ? 'lg:grid-cols-5' : 'lg:grid-cols-2'}`}
    >
      {shown.map(({ title, detail, icon: Icon, to, wide }) => (
        <li key={title} className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
          <Link to={to} className={TILE}>
            <Icon className="h-6 w-6 text-emerald-deep" aria-hidden="true" />
            <span className="font-semibold text-ink">{t(title)}</span>
            <span className="text-sm text-muted">{t(detail)}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
