import type { ReactNode } from 'react';
import type { ProgrammeItem } from '@shared/itinerary/default-itinerary';
import { displayTime } from '@shared/dates/clock-time';
import { CardSection } from './card-section';

/** Each item as title, colon, display time. */
export function ProgrammeSection({
  items,
  children,
}: {
  items: ProgrammeItem[];
  /** After the list: the editor's Ubah Atur Cara Majlis. */
  children?: ReactNode;
}) {
  return (
    <CardSection label="Atur Cara Majlis" title="Atur Cara Majlis">
      <ul className="space-y-2">
        {items.map((item, i) => (
          <li key={`${item.time}-${i}`}>
            {item.title} :{' '}
            <span className="font-semibold text-(--card-ink)">{displayTime(item.time)}</span>
          </li>
        ))}
      </ul>
      {children}
    </CardSection>
  );
}
