import type { LucideIcon } from 'lucide-react';
import { Pencil } from 'lucide-react';
import { buttonClass } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** Ubah: opens (and closes) a row's edit form in place. */
export function EditButton({ editing, onClick }: { editing: boolean; onClick: () => void }) {
  const t = useT();
  return (
    <button
      type="button"
      onClick={onClick}
      aria-expanded={editing}
      className={buttonClass('secondary', '', 'sm')}
    >
      <Pencil className="h-4 w-4" aria-hidden="true" />
      <span className="pr-2">{t('staff.edit')}</span>
    </button>
  );
}

/**
 * A row's one switch as a button (a promo code on or off, an entry shown or hidden): while the
 * row is off it offers to bring it back, in the stronger style.
 */
export function OnOffButton({
  off,
  busy,
  onClick,
  turnOff,
  turnOn,
}: {
  /** The row is off now (disabled, hidden). */
  off: boolean;
  busy: boolean;
  onClick: () => void;
  turnOff: { label: string; icon: LucideIcon };
  turnOn: { label: string; icon: LucideIcon };
}) {
  const { label, icon: Icon } = off ? turnOn : turnOff;
  return (
    <button
      type="button"
      disabled={busy}
      onClick={onClick}
      className={buttonClass(off ? 'primary' : 'secondary', 'disabled:opacity-60', 'sm')}
    >
      <Icon className="h-4 w-4" aria-hidden="true" />
      <span className="pr-2">{label}</span>
    </button>
  );
}
