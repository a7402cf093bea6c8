import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';

/**
 * A question before something that cannot be taken back (leaving with unsaved changes, throwing
 * the edits away): a sheet rather than the browser's confirm box, so it answers in the page's own
 * words and buttons. Escape, the backdrop and X mean no.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  cancelLabel = 'Batal',
  onConfirm,
  onCancel,
}: {
  title: string;
  message: string;
  confirmLabel: string;
  cancelLabel?: string;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  return (
    <SheetDialog title={title} onClose={onCancel}>
      <p className="text-neutral-700">{message}</p>
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <button
          type="button"
          onClick={onConfirm}
          className="inline-flex min-h-12 items-center justify-center rounded-full bg-red-700 px-6 text-[0.95rem] leading-tight font-semibold text-white shadow-md shadow-red-700/20 transition hover:bg-red-800 active:translate-y-px sm:flex-1"
        >
          {confirmLabel}
        </button>
        <Button tone="secondary" className="sm:flex-1" onClick={onCancel}>
          {cancelLabel}
        </Button>
      </div>
    </SheetDialog>
  );
}
