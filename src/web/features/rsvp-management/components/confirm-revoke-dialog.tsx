import type { UsherLink } from '@shared/schemas/check-in';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useT } from '@web/i18n/use-t';

/** Batalkan asks first: the usher's phone stops working at once and the link cannot return. */
export function ConfirmRevokeDialog({
  link,
  revoking,
  error,
  onConfirm,
  onCancel,
}: {
  link: UsherLink;
  revoking: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t('rsvps.usher.confirmRevoke.title', { label: link.label })}
      message={<p className="text-neutral-600">{t('rsvps.usher.confirmRevoke.message')}</p>}
      confirmLabel={t('rsvps.usher.confirmRevoke.confirm')}
      busyLabel={t('rsvps.usher.confirmRevoke.busy')}
      cancelLabel={t('rsvps.usher.confirmRevoke.cancel')}
      busy={revoking}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
