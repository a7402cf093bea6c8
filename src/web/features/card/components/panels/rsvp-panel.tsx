import type { Wish } from '@shared/schemas/rsvp';
import RsvpForm from '@web/components/card-panels/rsvp-form';
import { submitRsvp } from '../../api/submit-rsvp';

/**
 * The guest card's RSVP panel: the shared form, posting to this card. Its own chunk (the card
 * loads it lazily): zod loads only when a guest opens the panel.
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
  return (
    <RsvpForm askEmail={askEmail} send={(input) => submitRsvp(cardId, input)} onWish={onWish} />
  );
}
