import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { RSVP_MANAGEMENT_MESSAGES } from '@shared/schemas/rsvp-management';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      title={RSVP_MANAGEMENT_MESSAGES.confirmDelete(rsvp.name)}
      message={
        <p className="text-neutral-600">
          RSVP ini ({rsvp.guests} orang)
          {rsvp.ucapan
            ? ' dan ucapannya akan dipadam dari senarai dan dari kad.'
            : ' akan dipadam.'}{' '}
          Tindakan ini tidak boleh dibatalkan.
        </p>
      }
      confirmLabel="Ya, padam"
      busyLabel="Memadam…"
      busy={deleting}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
