import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { majlisInDateOrder } from '@shared/card/majlis';
import { longDateWords, weekdayAndDateWords } from '@shared/dates/date-words';
import type { Locale } from '@shared/i18n/locales';
import type { CardSay } from '@web/i18n/card-words';
import { useCardWords } from '@web/i18n/card-words';
import { CardSection, Lines } from '@web/themes/sections/card-section';
import { getThanksNote } from '../api/get-thanks-note';

/** `a`, `a dan b`, `a, b dan c` (`and` in English). */
function listIn(words: CardSay, locale: Locale, items: readonly string[]): string {
  if (items.length <= 1) return items[0] ?? '';
  const first = items.slice(0, -1).join(', ');
  return words.textIn(locale, 'card.held.and', { first, last: items[items.length - 1]! });
}

/**
 * The card's words once held: "Majlis telah pun berlangsung pada Sabtu, 12 Disember 2026." for
 * one day; the days listed (without their weekdays) when the majlis the guest sees were on
 * several days.
 */
export function heldNote(
  words: CardSay,
  list: readonly Pick<Majlis, 'date' | 'start_time'>[],
): ReactNode {
  const dates = [...new Set(majlisInDateOrder(list).map((majlis) => majlis.date))];
  if (dates.length === 0) return words.say('card.held.done');
  return words.stack(
    words.each((locale) => {
      const when =
        dates.length === 1
          ? weekdayAndDateWords(dates[0]!, locale)
          : listIn(
              words,
              locale,
              dates.map((date) => longDateWords(date, locale)),
            );
      return words.textIn(locale, 'card.held.on', { date: when });
    }),
  );
}

/**
 * After the last majlis: the card says the majlis has been held and thanks the guests, with the
 * couple's own note when they wrote one. A page that turned while open asks for the note (the
 * server sends it only from then).
 */
export function HeldSection({
  cardId,
  majlis,
  couple,
  thanksNote,
  turnedWhileOpen,
}: {
  cardId: string;
  majlis: readonly Pick<Majlis, 'date' | 'start_time'>[];
  couple: string;
  thanksNote: string | null;
  turnedWhileOpen: boolean;
}) {
  const words = useCardWords();
  const [note, setNote] = useState(thanksNote);
  useEffect(() => {
    if (!turnedWhileOpen) return;
    let current = true;
    getThanksNote(cardId).then(
      (text) => current && setNote(text),
      // Without the note the card still says it has been held: nothing to show for a failure.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [cardId, turnedWhileOpen]);

  return (
    <CardSection label={words.line('card.held.label')} title={words.say('card.held.title')}>
      <p className="leading-relaxed">{heldNote(words, majlis)}</p>
      <p className="mt-2 leading-relaxed">{words.say('card.held.thanks')}</p>
      {note && (
        <figure className="mt-6 border-t border-(--card-ink)/20 pt-5">
          <blockquote>
            <Lines text={note} className="leading-relaxed italic" />
          </blockquote>
          <figcaption className="mt-3 text-sm font-semibold text-(--card-ink)">{couple}</figcaption>
        </figure>
      )}
    </CardSection>
  );
}
