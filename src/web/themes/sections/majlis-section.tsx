import type { ReactElement } from 'react';
import type { CardContent, Majlis } from '@shared/card/card-content';
import { majlisInDateOrder, majlisTitle } from '@shared/card/majlis';
import { majlisDates } from '@shared/card/majlis-display';
import { displayTimeRange } from '@shared/dates/clock-time';
import { CardSection, Lines } from './card-section';
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
  const title = majlisTitle(majlis);
  const { date, hijri } = majlisDates(majlis, card);
  const direction = majlis.directions[0];
  return (
    <CardSection label={title} title={title}>
      {majlis.hosts.trim() && (
        <DetailBlock label="Tuan Rumah">
          <Lines text={majlis.hosts} />
        </DetailBlock>
      )}
      <DetailBlock label="Tarikh">
        <MajlisDate date={date} hijri={hijri} />
      </DetailBlock>
      <DetailBlock label="Masa">
        <p>{displayTimeRange(majlis.start_time, majlis.end_time)}</p>
      </DetailBlock>
      {majlis.sessions.length > 0 && (
        <DetailBlock label="Sesi">
          <SessionList sessions={majlis.sessions} />
        </DetailBlock>
      )}
      {(majlis.location.trim() || direction) && (
        <DetailBlock label="Tempat">
          {majlis.location.trim() && <Lines text={majlis.location} />}
          <MapButtons direction={direction} venue={majlis.location} />
        </DetailBlock>
      )}
      {majlis.tentative.length > 0 && (
        <DetailBlock label="Atur Cara Majlis">
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
    hijri: majlisDates(majlis, card).hijri,
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
