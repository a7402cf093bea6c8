import { useState } from 'react';
import type { RsvpInput, Wish } from '@shared/schemas/rsvp';
import RsvpForm from '@web/components/card-panels/rsvp-form';
import { submitRsvp } from '../../api/submit-rsvp';
import type { SavedPass } from '../../utils/saved-pass';
import { savePass, useSavedPass } from '../../utils/saved-pass';
import { GuestPass } from './guest-pass';

/**
 * The guest card's RSVP panel: the shared form, posting to this card. Its own chunk (the card
 * loads it lazily): zod loads only when a guest opens the panel. An attending guest's reply
 * carries their pass (issue 14): shown above the form, and kept in this browser for the card's
 * "Pas saya" button; a guest who has one sees it here again.
 */
export default function RsvpPanel({
  cardId,
  askEmail,
  onWish,
}: {
  cardId: string;
  askEmail: boolean;
  onWish: (wish: Wish) => void;
}) {
  const saved = useSavedPass(cardId);
  // The pass just given, also when this browser cannot store it (storage switched off).
  const [given, setGiven] = useState<SavedPass | null>(null);
  const pass = given ?? saved;

  const send = async (input: RsvpInput) => {
    const reply = await submitRsvp(cardId, input);
    if (reply.pass) {
      const { token, url } = reply.pass;
      savePass(cardId, { token, url });
      setGiven({ token, url });
    }
    return reply;
  };

  return (
    <>
      {pass && <GuestPass pass={pass} fresh={given !== null} />}
      <RsvpForm askEmail={askEmail} send={send} onWish={onWish} />
    </>
  );
}
