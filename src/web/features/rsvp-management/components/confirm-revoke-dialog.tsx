import type { UsherLink } from '@shared/schemas/check-in';
import { ConfirmDialog } from '@web/components/ui/confirm-dialog';

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
  return (
    <ConfirmDialog
      title={`Batalkan pautan “${link.label}”?`}
      message={
        <p className="text-neutral-600">
          Telefon yang menggunakan pautan ini tidak lagi boleh mendaftar masuk tetamu. Tindakan ini
          tidak boleh diundur; cipta pautan baharu jika perlu.
        </p>
      }
      confirmLabel="Ya, batalkan"
      busyLabel="Membatalkan…"
      cancelLabel="Tidak"
      busy={revoking}
      error={error}
      onConfirm={onConfirm}
      onCancel={onCancel}
    />
  );
}
