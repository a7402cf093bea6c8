import type { RsvpGroup } from '@shared/schemas/rsvp';
import { useT } from '@web/i18n/use-t';
import { VIEW_KEYS } from './rsvp-group-tabs';

const TONES: Record<RsvpGroup, string> = {
  expected: 'bg-amber-100 text-amber-900',
  'checked-in': 'bg-emerald-100 text-emerald-900',
  declined: 'bg-neutral-200 text-neutral-700',
};

/** Which group a guest is in, for the list of all of them. */
export function RsvpGroupBadge({ group }: { group: RsvpGroup }) {
  const t = useT();
  return (
    <span className={`rounded-full px-2 py-0.5 text-xs font-semibold ${TONES[group]}`}>
      {t(VIEW_KEYS[group])}
    </span>
  );
}
