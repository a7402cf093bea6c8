import { Link } from 'react-router';
import { ClipboardCheck, Gift, Music, Palette, Send } from 'lucide-react';
import type { LucideIcon } from 'lucide-react';

interface Tile {
  title: string;
  detail: string;
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
    title: 'Senarai Tetamu',
    detail: 'Jemputan peribadi melalui WhatsApp',
    icon: Send,
    to: `/tetamu/${cardId}`,
    wide: true,
  },
  {
    title: 'RSVP',
    detail: 'Senarai tetamu dan kehadiran',
    icon: ClipboardCheck,
    to: `/rsvp/${cardId}`,
  },
  {
    title: 'Lagu',
    detail: 'Muzik latar kad',
    icon: Music,
    to: `/music/${cardId}`,
    ownerOnly: true,
  },
  {
    title: 'Salam Kaut & Hadiah',
    detail: 'Kod QR dan idea hadiah',
    icon: Gift,
    to: `/salamkaut/${cardId}`,
    ownerOnly: true,
  },
  {
    title: 'Tema',
    detail: 'Tukar rupa kad',
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
  const shown = tiles(cardId).filter((tile) => ownerPart || !tile.ownerOnly);
  return (
    <ul
      aria-label="Ciri kad"
      className={`grid grid-cols-2 gap-3 ${ownerPart ? 'lg:grid-cols-5' : 'lg:grid-cols-2'}`}
    >
      {shown.map(({ title, detail, icon: Icon, to, wide }) => (
        <li key={title} className={wide ? 'col-span-2 lg:col-span-1' : undefined}>
          <Link to={to} className={TILE}>
            <Icon className="h-6 w-6 text-emerald-deep" aria-hidden="true" />
            <span className="font-semibold text-ink">{title}</span>
            <span className="text-sm text-muted">{detail}</span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
