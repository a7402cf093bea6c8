import type { OwnerRsvp } from '@shared/schemas/rsvp';
import { RSVP_MANAGEMENT_MESSAGES } from '@shared/schemas/rsvp-management';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';

const DELETE_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-red-700 px-6 text-[0.95rem] font-semibold text-white shadow-md shadow-red-900/20 transition hover:bg-red-800 disabled:cursor-wait disabled:opacity-60 sm:flex-1';

/**
 * owner-side §4, §5: deleting a guest needs confirmation, 'Anda pasti nak padam {name} dari
 * RSVP?'. A sheet rather than the browser's confirm box (which names the site's address and says
 * OK / Cancel): it waits for the server while deleting and says so if the delete fails.
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
    <SheetDialog title={RSVP_MANAGEMENT_MESSAGES.confirmDelete(rsvp.name)} onClose={onCancel}>
      <p className="text-sm text-neutral-600">
        RSVP ini ({rsvp.guests} orang)
        {rsvp.ucapan
          ? ' dan ucapannya akan dipadam dari senarai dan dari kad.'
          : ' akan dipadam.'}{' '}
        Tindakan ini tidak boleh dibatalkan.
      </p>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <button type="button" onClick={onConfirm} disabled={deleting} className={DELETE_BUTTON}>
          {deleting ? 'Memadam…' : 'Ya, padam'}
        </button>
        <Button tone="secondary" className="sm:flex-1" onClick={onCancel}>
          Batal
        </Button>
      </div>
    </SheetDialog>
  );
}
