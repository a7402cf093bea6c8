import type { ReactNode } from 'react';
import type { ProgrammeItem } from '@shared/itinerary/default-itinerary';
import { displayTime } from '@shared/dates/clock-time';
import { useCardWords } from '@web/i18n/card-words';
import { CardSection } from './card-section';
import { EnglishVersion } from './english-version';

/** Each item as title, colon, display time. */
export function ProgrammeList({ items }: { items: readonly ProgrammeItem[] }) {
  return (
    <ul className="space-y-2">
      {items.map((item, i) => (
        <li key={`${item.time}-${i}`}>
          {item.title} :{' '}
          <span className="font-semibold text-(--card-ink)">{displayTime(item.time)}</span>
          <EnglishVersion malay={item.title} english={item.title_en} inline className="mt-0" />
        </li>
      ))}
    </ul>
  );
}

/** The programme of a card's one majlis, as a section of its own. */
export function ProgrammeSection({
  items,
  children,
}: {
  items: readonly ProgrammeItem[];
  /** After the list: the editor's Ubah Atur Cara Majlis. */
  children?: ReactNode;
}) {
  const words = useCardWords();
  return (
    <CardSection
      label={words.line('card.programme.title')}
      title={words.say('card.programme.title')}
    >
      <ProgrammeList items={items} />
      {children}
    </CardSection>
  );
}
