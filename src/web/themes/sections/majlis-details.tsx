import { Navigation } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Direction, MajlisSession } from '@shared/card/card-content';
import { venueSearchUrl } from '@shared/card/majlis-display';
import { displayTimeRange } from '@shared/dates/clock-time';
import type { CardMessageId } from '@shared/i18n/card-words';
import { useCardWords } from '@web/i18n/card-words';
import { EnglishVersion } from './english-version';

// The pieces a majlis is drawn with on the themed card: a labelled block (Tempat, Tarikh, Masa…),
// its date with the Hijri date under it, its sessions, and its Lokasi buttons.

/** A small uppercase label (a word of the card's catalogue) over its text. */
export function DetailBlock({ label, children }: { label: CardMessageId; children: ReactNode }) {
  const words = useCardWords();
  return (
    <div className="py-3">
      <h3 className="text-xs font-semibold tracking-[0.3em] text-(--card-label) uppercase">
        {words.say(label)}
      </h3>
      <div className="mt-1">{children}</div>
    </div>
  );
}

/**
 * The date, and the Hijri date on a line of its own under it: both stay whole on a phone in
 * every theme's fonts (side by side they would break mid-date in the wider ones).
 */
export function MajlisDate({ date, hijri }: { date: ReactNode; hijri: ReactNode }) {
  return (
    <>
      <p>{date}</p>
      {hijri && <p className="text-sm text-(--card-label)">{hijri}</p>}
    </>
  );
}

/** Each session as label, colon, its time range (as the programme's items). */
export function SessionList({ sessions }: { sessions: readonly MajlisSession[] }) {
  const words = useCardWords();
  return (
    <ul className="space-y-1">
      {sessions.map((session, i) => (
        <li key={session.id}>
          {session.label.trim() || words.line('card.session.numbered', { n: i + 1 })} :{' '}
          <span className="font-semibold text-(--card-ink)">
            {displayTimeRange(session.start_time, session.end_time)}
          </span>
          <EnglishVersion
            malay={session.label}
            english={session.label_en}
            inline
            className="mt-0"
          />
        </li>
      ))}
    </ul>
  );
}

const mapButtonClass =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full border border-current px-4 text-sm font-semibold text-(--card-ink)';

/**
 * Google Maps and Waze for a pinned location; without one, a maps search for the venue's text.
 * Drawn in the theme's ink: the card's own buttons, not the panel's.
 */
export function MapButtons({
  direction,
  venue,
}: {
  direction: Direction | undefined;
  venue: string;
}) {
  if (!direction && !venue.trim()) return null;
  const link = (href: string, name: string) => (
    <a href={href} target="_blank" rel="noopener noreferrer" className={mapButtonClass}>
      <Navigation className="h-4 w-4" aria-hidden="true" />
      {name}
    </a>
  );
  return (
    <div className="mt-3 flex flex-wrap justify-center gap-3">
      {link(direction?.googleMapsUrl ?? venueSearchUrl(venue), 'Google Maps')}
      {direction && link(direction.wazeUrl, 'Waze')}
    </div>
  );
}
