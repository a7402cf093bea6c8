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
  { title: 'Lagu', detail: 'Muzik latar kad', icon: Music, to: `/music/${cardId}` },
  {
    title: 'Salam Kaut & Hadiah',
    detail: 'Kod QR dan idea hadiah',
    icon: Gift,
    to: `/salamkaut/${cardId}`,
  },
  { title: 'Tema', detail: 'Tukar rupa kad', icon: Palette, to: `/tema/${cardId}` },
];

const TILE =
  'flex h-full min-h-28 flex-col gap-1 rounded-2xl border border-emerald-deep/10 bg-paper p-4 text-left shadow-sm transition hover:border-emerald-deep/40 hover:shadow-md';

/** Tiles to RSVP, Lagu, Salam Kaut & Hadiah and Tema, and Senarai Tetamu (the guest list). */
export function FeatureTiles({ cardId }: { cardId: string }) {
  return (
    <ul aria-label="Ciri kad" className="grid grid-cols-2 gap-3 lg:grid-cols-5">
      {tiles(cardId).map(({ title, detail, icon: Icon, to, wide }) => (
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
