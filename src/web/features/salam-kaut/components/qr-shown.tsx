import { Pencil, Trash2 } from 'lucide-react';
import type { SalamKautQrReply } from '@shared/schemas/salam-kaut';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

/** What the server read from the QR just uploaded: its words, and a warning when there is one. */
function UploadResult({ result }: { result: SalamKautQrReply }) {
  return (
    <div role="status" aria-live="polite" className="mt-4 space-y-2 text-sm">
      <p className="rounded-xl bg-emerald-deep/5 px-4 py-3 text-emerald-deep">{result.message}</p>
      {result.warning && (
        <p className="rounded-xl border border-amber-200 bg-amber-50 px-4 py-3 text-amber-950">
          {result.warning}
        </p>
      )}
    </div>
  );
}

/**
 * With a picture, the QR is shown with 'Ubah QR Code' (back
 * to the upload form) and 'Padam QR Code' (asks first). Staff see the picture only.
 */
export function QrShown({
  qr,
  result,
  readOnly,
  onReplace,
  onDelete,
}: {
  qr: string;
  /** The reply to the upload just made on this page, if any. */
  result: SalamKautQrReply | null;
  readOnly: boolean;
  onReplace: () => void;
  onDelete: () => void;
}) {
  const t = useT();
  return (
    <div>
      <img
        src={qr}
        alt={t('salamKaut.qr.alt')}
        width={240}
        height={240}
        className="mx-auto h-60 w-60 rounded-2xl border border-neutral-200 bg-white object-contain p-2"
      />
      {result && <UploadResult result={result} />}
      {!readOnly && (
        <div className="mt-4 flex flex-col gap-2 sm:flex-row">
          <Button tone="secondary" onClick={onReplace} className="sm:flex-1">
            <Pencil className="h-4 w-4" aria-hidden="true" />
            {t('salamKaut.qr.replace')}
          </Button>
          <Button tone="quiet" onClick={onDelete} className="text-red-700 sm:flex-1">
            <Trash2 className="h-4 w-4" aria-hidden="true" />
            {t('salamKaut.qr.delete')}
          </Button>
        </div>
      )}
    </div>
  );
}
