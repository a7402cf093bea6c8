import type { ReactNode } from 'react';
import type { Majlis, MajlisSession } from '@shared/card/card-content';
import { displayTimeRange } from '@shared/dates/clock-time';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import { CardSection, Lines } from './card-section';
import { DetailBlock, MajlisDate, SessionList } from './majlis-details';

/** What a card of one majlis adds to its venue when the couple set it. */
export interface VenueDetails {
  /** Tuan rumah: who invites to the majlis ('' for none). */
  hosts?: string;
  /** The Hijri date under the date ('' when not shown). */
  hijri?: string;
  sessions?: readonly MajlisSession[];
}

/**
 * Labelled blocks Tempat, Tarikh and Masa of a card's one majlis; its hosts before them and its
 * sessions after them when it has them (a card without either draws exactly as it always did).
 */
export function VenueSection({
  majlis,
  details = {},
  slots = {},
}: {
  majlis: Pick<Majlis, 'location' | 'date' | 'start_time' | 'end_time'>;
  details?: VenueDetails;
  /** The editor's venue button and time editor (plain text where none is given). */
  slots?: { location?: ReactNode; time?: ReactNode };
}) {
  const { hosts = '', hijri = '', sessions = [] } = details;
  return (
    <CardSection label="Tempat, tarikh dan masa">
      {hosts.trim() && (
        <DetailBlock label="Tuan Rumah">
          <Lines text={hosts} />
        </DetailBlock>
      )}
      <DetailBlock label="Tempat">{slots.location ?? <Lines text={majlis.location} />}</DetailBlock>
      <DetailBlock label="Tarikh">
        <MajlisDate date={malayWeekdayAndDate(majlis.date)} hijri={hijri} />
      </DetailBlock>
      <DetailBlock label="Masa">
        {slots.time ?? <p>{displayTimeRange(majlis.start_time, majlis.end_time)}</p>}
      </DetailBlock>
      {sessions.length > 0 && (
        <DetailBlock label="Sesi">
          <SessionList sessions={sessions} />
        </DetailBlock>
      )}
    </CardSection>
  );
}
