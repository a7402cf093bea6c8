import type { LucideIcon } from 'lucide-react';

const rowButtonClass =
  'grid h-10 w-10 place-items-center rounded-full border border-(--card-ink)/25 bg-(--card-page) text-(--card-ink) transition hover:border-(--card-ink) disabled:opacity-30';

/**
 * A round icon button on a row the card edits in place (move up, move down, delete), named for
 * screen readers. `className` adds to its own (e.g. shrink-0 beside a full-width input).
 */
export function RowButton({
  label,
  icon: Icon,
  onClick,
  disabled = false,
  className = '',
}: {
  label: string;
  icon: LucideIcon;
  onClick: () => void;
  disabled?: boolean;
  className?: string;
}) {
  return (
    <button
      type="button"
      onClick={onClick}
      disabled={disabled}
      aria-label={label}
      className={className ? `${rowButtonClass} ${className}` : rowButtonClass}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
    </button>
  );
}
