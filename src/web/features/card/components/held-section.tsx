import { useEffect, useState } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { AFTER_DAY_MESSAGES, heldNote } from '@shared/card/after-the-day';
import { CardSection, Lines } from '@web/themes/sections/card-section';
import { getThanksNote } from '../api/get-thanks-note';

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
    <CardSection label="Majlis telah berlangsung" title="Terima Kasih">
      <p className="leading-relaxed">{heldNote(majlis)}</p>
      <p className="mt-2 leading-relaxed">{AFTER_DAY_MESSAGES.thanks}</p>
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
