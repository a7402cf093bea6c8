import { memo, useId, useState } from 'react';
import { ChevronDown } from 'lucide-react';
import type { OwnerRsvp } from '@shared/schemas/rsvp';
import type { RsvpScope } from '@shared/schemas/rsvp-majlis';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';
import type { CardMajlis } from '../utils/card-majlis';
import { sessionLabel } from '../utils/card-majlis';
import { answerIn, groupOf, guestsIn, rowMajlis } from '../utils/rsvp-groups';
import { RsvpDetails } from './rsvp-details';
import { RsvpGroupBadge } from './rsvp-group-badge';
import { RsvpSourceBadge } from './rsvp-source-badge';

export interface RsvpActions {
  /** Hadir (or its undo) at one majlis; undefined: the RSVP's one answer (or the RSVP). */
  onCheckIn: (rsvp: OwnerRsvp, checkedIn: boolean, majlisId: string | undefined) => void;
  onWishHidden: (rsvp: OwnerRsvp, hidden: boolean) => void;
  onDelete: (rsvp: OwnerRsvp) => void;
  /** Ubah jawapan: the owner corrects the answer per majlis by hand. */
  onAnswers: (rsvp: OwnerRsvp) => void;
}

/**
 * Which co-host answered for the guest by hand and checked them in ("oleh Mak"); the guest's
 * own answer, the owner and an usher link name nobody.
 */
function ByHosts({ rsvp }: { rsvp: OwnerRsvp }) {
  const t = useT();
  const checkedInBy = [
    ...new Set(rsvp.majlis.flatMap((one) => (one.checkedInBy ? [one.checkedInBy] : []))),
  ];
  const notes = [
    rsvp.answeredBy && t('rsvps.row.answeredBy', { name: rsvp.answeredBy }),
    checkedInBy.length > 0 && t('rsvps.row.checkedInBy', { names: checkedInBy.join(', ') }),
  ].filter(Boolean);
  if (notes.length === 0) return null;
  return <span className="text-xs">{notes.join(' · ')}</span>;
}

/**
 * Where the guest comes, on a card of several majlis: the list's majlis's session, or the majlis
 * they come to ("Akad Nikah, Majlis Resepsi (Sesi 2)").
 */
function MajlisLine({
  rsvp,
  scope,
  majlis,
}: {
  rsvp: OwnerRsvp;
  scope: RsvpScope;
  majlis: CardMajlis;
}) {
  if (scope.majlis !== null) {
    const label = sessionLabel(majlis, answerIn(rsvp, scope)?.sessionId ?? null);
    return label ? <span data-testid="rsvp-session">{label}</span> : null;
  }
  const coming = majlis.list.flatMap((one) => {
    const answer = rsvp.majlis.find((candidate) => candidate.id === one.id);
    if (!answer?.attending) return [];
    const label = sessionLabel(majlis, answer.sessionId);
    return [`${majlis.names.get(one.id) ?? ''}${label ? ` (${label})` : ''}`];
  });
  if (coming.length === 0) return null;
  return <span data-testid="rsvp-majlis">{coming.join(', ')}</span>;
}

/**
 * One guest: a disclosure row with the name and the number of guests (and whether the RSVP came
 * through the guest list), opened for the details. On a card of several majlis, the list's
 * majlis decides the group and people shown, and the row says where the guest comes.
 * Hadir (or its undo, Batal Hadir) stays on the closed row: at the door it is one tap, at the
 * list's majlis (or the only one the guest answered; else in the details, majlis by majlis).
 * Not-attending guests have no Hadir; they can only be deleted (inside the row).
 * Memoised: a refetch keeps unchanged rows as they were (TanStack Query's structural sharing),
 * so only the rows that changed are drawn again.
 */
export const RsvpRow = memo(function RsvpRow({
  rsvp,
  showGroup,
  actions,
  scope,
  majlis,
}: {
  rsvp: OwnerRsvp;
  /** The list mixes the groups: say which one the guest is in. */
  showGroup: boolean;
  /** Null in staff's read-only view: no Hadir, Ubah jawapan, Padam or wish switch. */
  actions: RsvpActions | null;
  scope: RsvpScope;
  /** The card's majlis; null on a card of one majlis without sessions. */
  majlis: CardMajlis | null;
}) {
  const t = useT();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const group = groupOf(rsvp, scope);
  const oneTap = actions && (scope.majlis !== null || rsvp.majlis.length <= 1);
  // A card of one majlis sends what it always sent: the server knows the RSVP's one answer.
  const target = majlis ? rowMajlis(rsvp, scope) : undefined;

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
              <span>{t('rsvps.people', { count: guestsIn(rsvp, scope) })}</span>
              {showGroup && <RsvpGroupBadge group={group} />}
              <RsvpSourceBadge rsvp={rsvp} />
              {majlis && <MajlisLine rsvp={rsvp} scope={scope} majlis={majlis} />}
              <ByHosts rsvp={rsvp} />
            </span>
          </span>
        </button>
        {oneTap && group === 'expected' && (
          <button
            type="button"
            onClick={() => actions.onCheckIn(rsvp, true, target)}
            className={buttonClass('primary', 'shrink-0', 'sm')}
          >
            <span className="px-2">
              {t('rsvps.checkIn')}
              <span className="sr-only"> ({rsvp.name})</span>
            </span>
          </button>
        )}
        {oneTap && group === 'checked-in' && (
          <button
            type="button"
            onClick={() => actions.onCheckIn(rsvp, false, target)}
            className={buttonClass('secondary', 'shrink-0', 'sm')}
          >
            <span className="px-2">
              {t('rsvps.undoCheckIn')}
              <span className="sr-only"> ({rsvp.name})</span>
            </span>
          </button>
        )}
      </div>
      {open && (
        <RsvpDetails
          id={detailsId}
          rsvp={rsvp}
          majlis={majlis}
          onCheckIn={
            actions && majlis
              ? (majlisId, checkedIn) => actions.onCheckIn(rsvp, checkedIn, majlisId)
              : undefined
          }
          onWishHidden={actions ? (hidden) => actions.onWishHidden(rsvp, hidden) : undefined}
          onDelete={actions ? () => actions.onDelete(rsvp) : undefined}
          onAnswers={actions ? () => actions.onAnswers(rsvp) : undefined}
        />
      )}
    </li>
  );
});
