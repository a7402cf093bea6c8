import { memo, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { buttonClass } from '@web/components/ui/link-button';
import { groupOf } from '../utils/rsvp-groups';
import { RsvpDetails } from './rsvp-details';
import { RsvpGroupBadge } from './rsvp-group-badge';
import { RsvpSourceBadge } from './rsvp-source-badge';

export interface RsvpActions {
  onCheckIn: (rsvp: OwnerRsvp, checkedIn: boolean) => void;
  onWishHidden: (rsvp: OwnerRsvp, hidden: boolean) => void;
  onDelete: (rsvp: OwnerRsvp) => void;
}

/**
 * One guest: a disclosure row with the name and the number of guests (and whether the RSVP came
 * through the guest list), opened for the details.
 * Hadir (or its undo, Batal Hadir) stays on the closed row: at the door it is one tap.
 * Not-attending guests have no Hadir; they can only be deleted (inside the row).
 * Memoised: a refetch keeps unchanged rows as they were (TanStack Query's structural sharing),
 * so only the rows that changed are drawn again.
 */
export const RsvpRow = memo(function RsvpRow({
  rsvp,
  showGroup,
  actions,
}: {
  rsvp: OwnerRsvp;
  /** The list mixes the groups: say which one the guest is in. */
  showGroup: boolean;
  /** Null in staff's read-only view: no Hadir, Padam or wish switch. */
  actions: RsvpActions | null;
}) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const group = groupOf(rsvp);

  return (
    <li data-testid="rsvp-row">
      <div className="flex items-center gap-2 py-2 pr-3 pl-2 sm:pr-4">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen((was) => !was)}
          className="flex min-h-12 min-w-0 flex-1 items-center gap-2 rounded-xl px-2 text-left hover:bg-emerald-deep/5 focus-visible:ring-2 focus-visible:ring-emerald-deep focus-visible:outline-none"
        >
          <ChevronDown
            className={`h-5 w-5 shrink-0 text-emerald-deep transition-transform ${open ? 'rotate-180' : ''}`}
            aria-hidden="true"
          />
          <span className="min-w-0 flex-1">
            <span className="block truncate font-semibold text-ink">{rsvp.name}</span>
            <span className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted">
              <span>{rsvp.guests} orang</span>
              {showGroup && <RsvpGroupBadge group={group} />}
              <RsvpSourceBadge rsvp={rsvp} />
            </span>
          </span>
        </button>
        {actions && group === 'expected' && (
          <button
            type="button"
            onClick={() => actions.onCheckIn(rsvp, true)}
            className={buttonClass('primary', 'shrink-0', 'sm')}
          >
            <span className="px-2">
              Hadir<span className="sr-only"> ({rsvp.name})</span>
            </span>
          </button>
        )}
        {actions && group === 'checked-in' && (
          <button
            type="button"
            onClick={() => actions.onCheckIn(rsvp, false)}
            className={buttonClass('secondary', 'shrink-0', 'sm')}
          >
            <span className="px-2">
              Batal Hadir<span className="sr-only"> ({rsvp.name})</span>
            </span>
          </button>
        )}
      </div>
      {open && (
        <RsvpDetails
          id={detailsId}
          rsvp={rsvp}
          onWishHidden={actions ? (hidden) => actions.onWishHidden(rsvp, hidden) : undefined}
          onDelete={actions ? () => actions.onDelete(rsvp) : undefined}
        />
      )}
    </li>
  );
});
