import type { Majlis, MajlisSession } from '@shared/card/card-content';
import { shownEnglish } from '@shared/card/english-texts';
import { majlisInDateOrder } from '@shared/card/majlis';
import { majlisTitleIn } from '@shared/card/majlis-title';
import type { CardLanguage } from '@shared/i18n/card-words';
import type { Locale } from '@shared/i18n/locales';
import type { PassMajlis } from '@shared/schemas/check-in';
import type { AttendanceRow } from '../rsvps/rsvp-attendance.repository';

// What a pass lists: each majlis the party answered it comes to, in the order guests read them,
// with the session it took and whether it was checked in there. A majlis the couple has since
// removed from the card is left out (nobody can be let in to it).

/**
 * The majlis a pass lists, from the card's majlis and the RSVP's answers; a majlis without its
 * own title is named in the reader's language, as the pass page around it is. The couple's
 * English versions of a title, a venue and a session's label come with them as the card (in
 * `language`) shows them: in both only.
 */
export function passMajlis(
  cardMajlis: readonly Majlis[],
  answers: readonly AttendanceRow[],
  locale: Locale = 'ms',
  language: CardLanguage = 'ms',
): PassMajlis[] {
  const coming = new Map(
    answers.filter((answer) => Number(answer.attending) === 1).map((a) => [a.majlis_id, a]),
  );
  return majlisInDateOrder(cardMajlis).flatMap((majlis) => {
    const answer = coming.get(majlis.id);
    if (!answer) return [];
    const session = majlis.sessions.find((one) => one.id === answer.session_id);
    const titleEn = shownEnglish(language, majlis.title, majlis.title_en);
    const locationEn = shownEnglish(language, majlis.location, majlis.location_en);
    return [
      {
        id: majlis.id,
        title: majlisTitleIn(majlis, locale),
        ...(titleEn === null ? {} : { titleEn }),
        date: majlis.date,
        startTime: majlis.start_time,
        endTime: majlis.end_time,
        location: majlis.location,
        ...(locationEn === null ? {} : { locationEn }),
        session: session ? passSession(session, language) : null,
        guests: answer.guests,
        checkedIn: answer.checked_in_at !== null,
        checkedInAt: answer.checked_in_at,
      },
    ];
  });
}

type PassSession = NonNullable<PassMajlis['session']>;

/** The session a pass shows, its English label beside as the card in `language` shows it. */
function passSession(session: MajlisSession, language: CardLanguage): PassSession {
  const labelEn = shownEnglish(language, session.label, session.label_en);
  return {
    label: session.label,
    ...(labelEn === null ? {} : { labelEn }),
    startTime: session.start_time,
    endTime: session.end_time,
  };
}

/**
 * A listed party that never replied may still be let in (the door checks it in with its
 * allowance): its pass lists the majlis it is invited to, for its whole allowance.
 */
export function unansweredPartyAnswers(
  invited: readonly Pick<Majlis, 'id'>[],
  allowance: number,
): AttendanceRow[] {
  return invited.map((majlis) => ({
    majlis_id: majlis.id,
    attending: 1,
    guests: allowance,
    session_id: null,
    checked_in_at: null,
  }));
}
