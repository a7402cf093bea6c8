import type { Majlis } from '@shared/card/card-content';
import type { CardTextField, MajlisTextField } from '@shared/card/card-input';
import { useCardWords } from '@web/i18n/card-words';
import { COUPLE_ENGLISH_CLASS } from '@web/themes/sections/english-version';
import type { MajlisPatch } from '../utils/change-majlis';
import { InlineText } from './inline-text';

/**
 * The English version of one of the couple's texts, edited in place right beneath it (tap, type,
 * Siap) while the card is in both languages; in one language it is not shown, but kept. It
 * follows its Malay field's rule and messages. Emptied, it is no English version (undefined: the
 * key goes from the card as it is saved). Shown only once the Malay text is there: the card shows
 * an English version only beneath its Malay.
 */
export function EnglishInline({
  field,
  malay,
  value,
  onChange,
  multiline = false,
  className = '',
}: {
  field: CardTextField | MajlisTextField;
  malay: string;
  value: string | undefined;
  onChange: (value: string | undefined) => void;
  multiline?: boolean;
  className?: string;
}) {
  const { language } = useCardWords();
  if (language !== 'both' || !malay.trim()) return null;
  return (
    <InlineText
      field={field}
      english
      value={value ?? ''}
      multiline={multiline}
      onChange={(text) => onChange(text === '' ? undefined : text)}
      // A block of its own under the Malay, centred as the card's texts are.
      className={`${COUPLE_ENGLISH_CLASS} mx-auto ${className}`}
    />
  );
}

/** The English of a majlis's venue text, under its venue button (shown only in a card in both). */
export function VenueEnglish({
  majlis,
  onChange,
}: {
  majlis: Pick<Majlis, 'location' | 'location_en'>;
  onChange: (patch: MajlisPatch) => void;
}) {
  return (
    <EnglishInline
      field="location"
      malay={majlis.location}
      value={majlis.location_en}
      multiline
      onChange={(location_en) => onChange({ location_en })}
    />
  );
}
