import { shownEnglish } from '@shared/card/english-texts';
import { useCardWords } from '@web/i18n/card-words';

/**
 * How the English version of one of the couple's texts reads beneath it: the same place and ink,
 * a little smaller and in italics, a touch quieter, so the Malay stays the text and the English
 * its companion in every theme.
 */
export const COUPLE_ENGLISH_CLASS =
  'mt-1 block text-[length:max(0.88em,0.75rem)] font-normal italic opacity-80';

/**
 * The English version of a text of the couple's, beneath it in a card in both languages (nothing
 * in a card in one language, nor when either text is empty). `inline` draws it in spans, for
 * places only phrasing content may go (a heading, a list item's line).
 */
export function EnglishVersion({
  malay,
  english,
  inline = false,
  className = '',
}: {
  malay: string;
  english: string | undefined;
  inline?: boolean;
  className?: string;
}) {
  const { language } = useCardWords();
  const shown = shownEnglish(language, malay, english);
  if (shown === null) return null;
  const Wrapper = inline ? 'span' : 'div';
  const Line = inline ? 'span' : 'p';
  return (
    <Wrapper lang="en" className={`${COUPLE_ENGLISH_CLASS} ${className}`}>
      {shown.split('\n').map((line, i) => (
        <Line key={i} className="block min-h-[1lh]">
          {line}
        </Line>
      ))}
    </Wrapper>
  );
}
