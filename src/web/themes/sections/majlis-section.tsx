import type { ReactElement } from 'react';
import type { CardContent, Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { displayTimeRange } from '@shared/dates/clock-time';
import { useCardWords } from '@web/i18n/card-words';
import { majlisDateWords, useMajlisTitles } from '@web/i18n/majlis-words';
import { CardSection, Lines } from './card-section';
import { EnglishVersion } from './english-version';
import { DetailBlock, MajlisDate, MapButtons, SessionList } from './majlis-details';
import { ProgrammeList, ProgrammeSection } from './programme-section';
import type { VenueDetails } from './venue-section';
import { VenueSection } from './venue-section';

/**
 * One majlis of a card that has several, as a section of its own under its title: who invites,
 * when (with the Hijri date when shown), its sessions, where (with its Lokasi buttons) and its
 * programme. A card of one majlis keeps its venue and programme sections instead.
 */
export function MajlisSection({
  majlis,
  card,
}: {
  majlis: Majlis;
  card: Pick<CardContent, 'show_hijri' | 'hijri_adjust'>;
}) {
  const words = useCardWords();
  const titles = useMajlisTitles();
  const { date, hijri } = majlisDateWords(words, majlis, card);
  const direction = majlis.directions[0];
  return (
    <CardSection label={titles.line(majlis)} title={titles.say(majlis)}>
      {majlis.hosts.trim() && (
        <DetailBlock label="card.detail.hosts">
          <Lines text={majlis.hosts} />
          <EnglishVersion malay={majlis.hosts} english={majlis.hosts_en} />
        </DetailBlock>
      )}
      <DetailBlock label="card.date.label">
        <MajlisDate date={date} hijri={hijri} />
      </DetailBlock>
      <DetailBlock label="card.time.label">
        <p>{displayTimeRange(majlis.start_time, majlis.end_time)}</p>
      </DetailBlock>
      {majlis.sessions.length > 0 && (
        <DetailBlock label="card.detail.sessions">
          <SessionList sessions={majlis.sessions} />
        </DetailBlock>
      )}
      {(majlis.location.trim() || direction) && (
        <DetailBlock label="card.detail.venue">
          {majlis.location.trim() && <Lines text={majlis.location} />}
          <EnglishVersion malay={majlis.location} english={majlis.location_en} />
          <MapButtons direction={direction} venue={majlis.location} />
        </DetailBlock>
      )}
      {majlis.tentative.length > 0 && (
        <DetailBlock label="card.programme.title">
          <ProgrammeList items={majlis.tentative} />
        </DetailBlock>
      )}
    </CardSection>
  );
}

/** What a card of one majlis shows beside its venue: its hosts, Hijri date and sessions. */
export function venueDetails(
  majlis: Majlis,
  card: Pick<CardContent, 'show_hijri' | 'hijri_adjust'>,
): VenueDetails {
  return {
    hosts: majlis.hosts,
    hostsEnglish: majlis.hosts_en,
    hijri: card.show_hijri ? { adjust: card.hijri_adjust } : null,
    sessions: majlis.sessions,
  };
}

/**
 * The sections a card draws for its majlis, in date order, each with a key: a card of one majlis
 * its venue and its programme (as it always did), a card of several one section per majlis.
 */
export function majlisSections(
  content: Pick<CardContent, 'majlis' | 'show_hijri' | 'hijri_adjust'>,
): { key: string; section: ReactElement }[] {
  const list = majlisInDateOrder(content.majlis);
  const [only] = list;
  if (list.length === 1 && only) {
    return [
      {
        key: 'venue',
        section: <VenueSection majlis={only} details={venueDetails(only, content)} />,
      },
      { key: 'programme', section: <ProgrammeSection items={only.tentative} /> },
    ];
  }
  return list.map((majlis) => ({
    key: majlis.id,
    section: <MajlisSection majlis={majlis} card={content} />,
  }));
}
