import { useCallback, useRef, useState } from 'react';
import type { Majlis } from '@shared/card/card-content';
import { rsvpClosed } from '@shared/card/majlis';
import type { RsvpInput, Wish } from '@shared/schemas/rsvp';
import RsvpForm from '@web/components/card-panels/rsvp-form';
import { useCardWords } from '@web/i18n/card-words';
import { getSessionSeats } from '../../api/get-session-seats';
import { submitRsvp } from '../../api/submit-rsvp';
import { partyFormStart, partyGuestsLimit, sentAnswer } from '../../utils/party-form';
import { usePartyInvitation } from '../../hooks/use-party-invitation';
import { rememberAnswer } from '../../utils/party-invitation';
import type { SavedPass } from '../../utils/saved-pass';
import { forgetPass, savePass, useSavedPass } from '../../utils/saved-pass';
import { GuestPass } from './guest-pass';

/**
 * The guest card's RSVP panel: the shared form, posting to this card. Its own chunk (the card
 * loads it lazily): zod loads only when a guest opens the panel. An attending guest's reply
 * carries their pass: shown above the form, and kept in this browser for the card's
 * "Pas saya" button; a guest who has one sees it here again. A party opened from its personal
 * link finds its details and answer in the form, and changes its answer through it. The form
 * asks the majlis the guest may see: the card's (its open ones), or those the party is invited
 * to, which its invitation names (its invite-only majlis included).
 */
export default function RsvpPanel({
  cardId,
  askEmail,
  onWish,
  majlis,
  closesOn,
}: {
  cardId: string;
  askEmail: boolean;
  onWish: (wish: Wish) => void;
  majlis: readonly Majlis[];
  /** "Tarikh akhir RSVP", or null. */
  closesOn: string | null;
}) {
  const party = usePartyInvitation();
  const words = useCardWords();
  const partyToken = party?.token;
  const loadSeats = useCallback(() => getSessionSeats(cardId, partyToken), [cardId, partyToken]);
  // After the last day nothing can be changed: the form says so (and the note below is untrue).
  const [closed] = useState(() => rsvpClosed(closesOn, new Date()));
  const saved = useSavedPass(cardId);
  // The pass just given, also when this browser cannot store it (storage switched off).
  const [given, setGiven] = useState<SavedPass | null>(null);
  const pass = given ?? saved;
  // A party sending its wish again unchanged: the card already shows it.
  const repeatedWish = useRef(false);

  const send = async (input: RsvpInput) => {
    const reply = await submitRsvp(cardId, party ? { ...input, invitation: party.token } : input);
    if (reply.pass) {
      const { token, url } = reply.pass;
      savePass(cardId, { token, url });
      setGiven({ token, url });
    } else if (party) {
      // Tidak hadir now: the party's pass (its link's token) no longer opens the door.
      forgetPass(cardId, party.token);
      setGiven(null);
    }
    if (!party) return reply;
    const answer = sentAnswer(input);
    repeatedWish.current = answer.ucapan === party.invitation.answer?.ucapan;
    rememberAnswer(answer);
    // A changed answer's reply says so itself (`changed`, from the server).
    return reply;
  };
  const wish = (sent: Wish) => {
    if (!repeatedWish.current) onWish(sent);
  };

  return (
    <>
      {pass && <GuestPass pass={pass} fresh={given !== null} />}
      {party?.invitation.answer && !closed && (
        <p className="mb-4 rounded-xl border border-neutral-200 bg-neutral-50 px-4 py-3 text-sm text-neutral-800">
          {words.say('card.rsvp.answered')}
        </p>
      )}
      {/* The invitation may arrive after the panel opened: the form then starts again from it. */}
      <RsvpForm
        key={party ? 'party' : 'open'}
        askEmail={askEmail}
        send={send}
        onWish={wish}
        start={party ? partyFormStart(party.invitation) : undefined}
        guestsLimit={party ? partyGuestsLimit(words, party.invitation.allowance) : undefined}
        majlis={party ? party.invitation.majlis : majlis}
        closesOn={closesOn}
        loadSeats={loadSeats}
      />
    </>
  );
}
