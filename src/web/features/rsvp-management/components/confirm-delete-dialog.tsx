import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';
import { useT } from '@web/i18n/use-t';

/**
 * Deleting a guest needs confirmation, 'Anda pasti nak padam {name} dari
 * RSVP?'. It waits for the server while deleting and says so if the delete fails.
 */
export function ConfirmDeleteDialog({
  rsvp,
  deleting,
  error,
  onConfirm,
  onCancel,
}: {
  rsvp: OwnerRsvp;
  deleting: boolean;
  error: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <ConfirmDialog
      title={t('rsvps.delete.title', { name: rsvp.name })}
      message={
        <p className="text-neutral-600">
          {rsvp.ucapan
            ? t('rsvps.delete.withWish', { count: rsvp.guests })
            : t('rsvps.delete.withoutWish', { count: rsvp.guests })}
        </p>
      }
      confirmLabel={t('rsvps.delete.confirm')}
      busyLabel={t('rsvps.delete.busy')}
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
