import type { ReactNode } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { displayTimeRange } from '@shared/dates/clock-time';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import { CardSection, Lines } from './card-section';

/** Labelled blocks Tempat, Tarikh and Masa of a majlis. */
export function VenueSection({
  majlis,
  slots = {},
}: {
  majlis: Pick<Majlis, 'location' | 'date' | 'start_time' | 'end_time'>;
  /** The editor's venue button and time editor (plain text where none is given). */
  slots?: { location?: ReactNode; time?: ReactNode };
}) {
  const block = (label: string, body: ReactNode) => (
    <div className="py-3">
      <h3 className="text-xs font-semibold tracking-[0.3em] text-(--card-label) uppercase">
        {label}
      </h3>
      <div className="mt-1">{body}</div>
    </div>
  );
  return (
    <CardSection label="Tempat, tarikh dan masa">
      {block('Tempat', slots.location ?? <Lines text={majlis.location} />)}
      {block('Tarikh', <p>{malayWeekdayAndDate(majlis.date)}</p>)}
      {block('Masa', slots.time ?? <p>{displayTimeRange(majlis.start_time, majlis.end_time)}</p>)}
    </CardSection>
  );
}
