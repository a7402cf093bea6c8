import type { CardState } from '@shared/card/trial';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { useT } from '@web/i18n/use-t';

const LOOK: Record<CardState, { label: SiteMessageId; className: string }> = {
  trial: { label: 'staff.state.trial', className: 'bg-amber-100 text-amber-900' },
  expired: { label: 'staff.state.expired', className: 'bg-red-100 text-red-900' },
  active: { label: 'staff.state.active', className: 'bg-emerald-100 text-emerald-900' },
};

/** A card's state as the owner sees it, for staff lists. */
export function CardStateBadge({ state }: { state: CardState }) {
  const t = useT();
  const look = LOOK[state];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}
    >
      {t(look.label)}
    </span>
  );
}
