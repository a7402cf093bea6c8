import { Navigate } from 'react-router';
import { draftStorage } from '@web/lib/card-draft';

/**
 * `/publish/:name/:email/:mobile/:total/:promo`, the spec's address that created the card from
 * the profile form and moved on. The profile page now publishes itself (Hantar), and a card is
 * never created from an address (a link could make one in someone's name), so an old link or
 * bookmark leads where the couple would be going: a draft not yet sent to the profile page to
 * send it, otherwise their cards.
 */
export function PublishRedirect() {
  const hasDraft = (draftStorage()?.getItem('theme') ?? null) !== null;
  return <Navigate to={hasDraft ? '/profile' : '/dashboard'} replace />;
}
