import type { ReactNode } from 'react';
import type { Majlis, MajlisSession } from '@shared/card/card-content';
import { displayTimeRange } from '@shared/dates/clock-time';
import { hijriDateWords, weekdayAndDateWords } from '@shared/dates/date-words';
import { useCardWords } from '@web/i18n/card-words';
import { CardSection, Lines } from './card-section';
import { EnglishVersion } from './english-version';
import { DetailBlock, MajlisDate, SessionList } from './majlis-details';

/** What a card of one majlis adds to its venue when the couple set it. */
export interface VenueDetails {
  /** Tuan rumah: who invites to the majlis ('' for none). */
  hosts?: string;
  /** Its English version (a card in both languages shows it beneath). */
  hostsEnglish?: string;
  /** The Hijri date under the date, moved by the couple's adjustment (null: not shown). */
  hijri?: { adjust: number } | null;
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
  majlis: Pick<Majlis, 'location' | 'location_en' | 'date' | 'start_time' | 'end_time'>;
  details?: VenueDetails;
  /** The editor's venue button and time editor (plain text where none is given). */
  slots?: { location?: ReactNode; time?: ReactNode };
}) {
  const { hosts = '', hostsEnglish, hijri = null, sessions = [] } = details;
  const words = useCardWords();
  const date = words.stack(words.each((locale) => weekdayAndDateWords(majlis.date, locale)));
  const hijriDate = hijri
    ? words.stack(words.each((locale) => hijriDateWords(majlis.date, locale, hijri.adjust)))
    : '';
  return (
    <CardSection label={words.line('card.venue.label')}>
      {hosts.trim() && (
        <DetailBlock label="card.detail.hosts">
          <Lines text={hosts} />
          <EnglishVersion malay={hosts} english={hostsEnglish} />
        </DetailBlock>
      )}
      <DetailBlock label="card.detail.venue">
        {slots.location ?? (
          <>
            <Lines text={majlis.location} />
            <EnglishVersion malay={majlis.location} english={majlis.location_en} />
          </>
        )}
      </DetailBlock>
      <DetailBlock label="card.date.label">
        <MajlisDate date={date} hijri={hijriDate} />
      </DetailBlock>
      <DetailBlock label="card.time.label">
        {slots.time ?? <p>{displayTimeRange(majlis.start_time, majlis.end_time)}</p>}
      </DetailBlock>
      {sessions.length > 0 && (
        <DetailBlock label="card.detail.sessions">
          <SessionList sessions={sessions} />
        </DetailBlock>
      )}
    </CardSection>
  );
}
