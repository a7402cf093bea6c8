import { displayTimeRange } from '@shared/dates/clock-time';
import { malayWeekdayAndDate } from '@shared/dates/malay-date';
import { CardSection, Lines } from './card-section';

/** guest-side §2: labelled blocks Tempat, Tarikh and Masa. */
export function VenueSection({
  location,
  weddingDate,
  startTime,
  endTime,
}: {
  location: string;
  weddingDate: string;
  startTime: string;
  endTime: string;
}) {
  const block = (label: string, body: React.ReactNode) => (
    <div className="py-3">
      <h3 className="text-xs font-semibold tracking-[0.3em] text-(--card-highlight) uppercase">
        {label}
      </h3>
      <div className="mt-1">{body}</div>
    </div>
  );
  return (
    <CardSection label="Tempat, tarikh dan masa">
      {block('Tempat', <Lines text={location} />)}
      {block('Tarikh', <p>{malayWeekdayAndDate(weddingDate)}</p>)}
      {block('Masa', <p>{displayTimeRange(startTime, endTime)}</p>)}
    </CardSection>
  );
}
