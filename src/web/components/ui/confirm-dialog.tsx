import type { ReactNode } from 'react';
import { Button } from '@web/components/ui/link-button';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import { useT } from '@web/i18n/use-t';

const CONFIRM_BUTTON =
  'inline-flex min-h-12 items-center justify-center rounded-full bg-red-700 px-6 text-[0.95rem] leading-tight font-semibold text-white shadow-md shadow-red-900/20 transition hover:bg-red-800 active:translate-y-px disabled:cursor-wait disabled:opacity-60 sm:flex-1';

/**
 * A question before something that cannot be taken back (leaving with unsaved changes, deleting
 * a guest or the QR, revoking an usher's link): a sheet rather than the browser's confirm box, so
 * it answers in the page's own words and buttons. Escape, the backdrop and X mean no. With
 * `busy` it waits for the server (the button says so) and `error` says why it failed.
 */
export function ConfirmDialog({
  title,
  message,
  confirmLabel,
  busyLabel,
  cancelLabel,
  busy = false,
  error = null,
  onConfirm,
  onCancel,
}: {
  title: string;
  message: ReactNode;
  confirmLabel: string;
  /** The button's words while `busy` (e.g. "Memadam…"). */
  busyLabel?: string;
  cancelLabel?: string;
  busy?: boolean;
  error?: string | null;
  onConfirm: () => void;
  onCancel: () => void;
}) {
  const t = useT();
  return (
    <SheetDialog title={title} onClose={onCancel} closeLabel={t('ui.close')}>
      <div className="text-sm text-neutral-700">{message}</div>
      {error && (
        <p role="alert" className="mt-3 rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {error}
        </p>
      )}
      <div className="mt-5 flex flex-col gap-2 sm:flex-row-reverse">
        <button type="button" onClick={onConfirm} disabled={busy} className={CONFIRM_BUTTON}>
          {busy ? (busyLabel ?? confirmLabel) : confirmLabel}
        </button>
        <Button tone="secondary" className="sm:flex-1" onClick={onCancel}>
          {cancelLabel ?? t('ui.cancel')}
        </Button>
      </div>
    </SheetDialog>
  );
}
