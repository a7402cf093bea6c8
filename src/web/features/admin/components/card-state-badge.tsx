import type { CardState } from '@shared/card/trial';

const LOOK: Record<CardState, { label: string; className: string }> = {
  trial: { label: 'Percubaan', className: 'bg-amber-100 text-amber-900' },
  expired: { label: 'Luput', className: 'bg-red-100 text-red-900' },
  active: { label: 'Aktif', className: 'bg-emerald-100 text-emerald-900' },
};

/** A card's state as the owner sees it, for staff lists. */
export function CardStateBadge({ state }: { state: CardState }) {
  const look = LOOK[state];
  return (
    <span
      className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${look.className}`}
    >
      {look.label}
    </span>
  );
}
