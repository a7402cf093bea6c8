import type { UsherLink } from '@shared/schemas/check-in';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';

const REVOKE_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-red-700 px-6 text-[0.95rem] font-semibold text-white shadow-md shadow-red-900/20 transition hover:bg-red-800 disabled:cursor-wait disabled:opacity-60 sm:flex-1';

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
    <SheetDialog title={`Batalkan pautan “${link.label}”?`} onClose={onCancel}>
      <p className="text-sm text-neutral-600">
        Telefon yang menggunakan pautan ini tidak lagi boleh mendaftar masuk tetamu. Tindakan ini
        tidak boleh diundur; cipta pautan baharu jika perlu.
      </p>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <button type="button" onClick={onConfirm} disabled={revoking} className={REVOKE_BUTTON}>
          {revoking ? 'Membatalkan…' : 'Ya, batalkan'}
        </button>
        <Button tone="secondary" className="sm:flex-1" onClick={onCancel}>
          Tidak
        </Button>
      </div>
    </SheetDialog>
  );
}
