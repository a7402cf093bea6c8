import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent, FormEvent } from 'react';
import { ImageUp, Upload } from 'lucide-react';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { QR_MAX_BYTES } from '@shared/schemas/salam-kaut';
import { Button } from '@web/components/ui/link-button';
import { useT } from '@web/i18n/use-t';

const ACCEPTED = 'image/png,image/jpeg,image/webp';

/**
 * The chosen picture and a local address to show it before it is sent. Each address is freed
 * when another picture is chosen or the form goes.
 */
function useChosenPicture() {
  const [chosen, setChosen] = useState<{ file: File; url: string } | null>(null);
  const latest = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
    },
    [],
  );
  const choose = (file: File | null) => {
    if (latest.current) URL.revokeObjectURL(latest.current);
    const url = file ? URL.createObjectURL(file) : null;
    latest.current = url;
    setChosen(file && url ? { file, url } : null);
  };
  return { file: chosen?.file ?? null, preview: chosen?.url ?? null, choose };
}

/**
 * With no QR (or after Ubah QR Code) an upload form; a file is
 * required. The size is checked here to spare a phone a 5 MB upload that
 * would fail; what the file is, only the server decides (from its bytes).
 */
export function QrUploadForm({
  uploading,
  serverError,
  onUpload,
  onCancel,
}: {
  uploading: boolean;
  serverError: string | null;
  onUpload: (file: File) => void;
  /** Replacing a QR: back to the QR shown, nothing changed. */
  onCancel?: () => void;
}) {
  const t = useT();
  const inputId = useId();
  const { file, preview, choose } = useChosenPicture();
  const [problem, setProblem] = useState<SiteMessageId | null>(null);
  // A file the browser cannot show (not a picture at all): the icon, not a broken picture.
  const [unshowable, setUnshowable] = useState<string | null>(null);
  const showPreview = preview !== null && preview !== unshowable;
  const error = problem ? t(problem) : serverError;

  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    choose(chosen);
    setProblem(chosen && chosen.size > QR_MAX_BYTES ? 'salamKaut.error.tooLarge' : null);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (!file) return setProblem('salamKaut.error.fileRequired');
    if (file.size > QR_MAX_BYTES) return setProblem('salamKaut.error.tooLarge');
    setProblem(null);
    onUpload(file);
  };

  return (
    <form noValidate onSubmit={onSubmit} aria-busy={uploading}>
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer flex-col items-center gap-3 rounded-2xl border-2 border-dashed px-4 py-6 text-center transition hover:border-emerald-deep/60 focus-within:ring-2 focus-within:ring-emerald-deep ${error ? 'border-red-300 bg-red-50/40' : 'border-emerald-deep/25 bg-emerald-deep/[0.03]'}`}
      >
        {showPreview ? (
          <img
            src={preview}
            onError={() => setUnshowable(preview)}
            alt={t('salamKaut.upload.chosenAlt')}
            className="h-40 w-40 rounded-xl border border-neutral-200 bg-white object-contain p-1"
          />
        ) : (
          <ImageUp className="h-10 w-10 text-emerald-deep/70" aria-hidden="true" />
        )}
        <span className="font-semibold text-emerald-deep">
          {file ? t('salamKaut.upload.change') : t('salamKaut.upload.choose')}
        </span>
        <span className="text-sm break-all text-muted">
          {file ? file.name : t('salamKaut.upload.formats')}
        </span>
        <input
          id={inputId}
          name="qr"
          type="file"
          accept={ACCEPTED}
          // One name whatever the label says now (Pilih… / Tukar…, the chosen file's name).
          aria-label={t('salamKaut.upload.inputLabel')}
          onChange={onChoose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="sr-only"
        />
      </label>
      <p className="mt-3 text-sm text-muted">{t('salamKaut.upload.hint')}</p>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-3 text-sm text-red-700">
          {error}
        </p>
      )}
      <div className="mt-4 flex flex-col gap-2 sm:flex-row">
        <Button type="submit" disabled={uploading} aria-busy={uploading} className="sm:flex-1">
          <Upload className="h-4 w-4" aria-hidden="true" />
          {uploading ? t('salamKaut.upload.uploading') : t('salamKaut.upload.submit')}
        </Button>
        {onCancel && (
          <Button tone="secondary" onClick={onCancel} disabled={uploading} className="sm:flex-1">
            {t('salamKaut.upload.cancel')}
          </Button>
        )}
      </div>
    </form>
  );
}
