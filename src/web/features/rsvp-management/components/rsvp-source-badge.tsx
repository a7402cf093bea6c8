import { ListChecks } from 'lucide-react';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { useT } from '@web/i18n/use-t';

/**
 * An RSVP sent through a party's personal link says so; one from the card's
 * open link says nothing (most RSVPs of a card that does not use the list: no noise for them).
 */
export function RsvpSourceBadge({ rsvp }: { rsvp: Pick<OwnerRsvp, 'fromList'> }) {
  const t = useT();
  if (!rsvp.fromList) return null;
  return (
    <span className="inline-flex items-center gap-1 rounded-full border border-emerald-deep/20 px-2 py-0.5 text-xs font-semibold text-emerald-deep">
      <ListChecks className="h-3.5 w-3.5" aria-hidden="true" />
      {t('rsvps.fromList')}
    </span>
  );
}
