import { useEffect, useId, useRef, useState } from 'react';
import type { ChangeEvent } from 'react';
import { ImageUp } from 'lucide-react';
import { useT } from '@web/i18n/use-t';

const ACCEPTED = 'image/png,image/jpeg,image/webp';
/** The uploads' limit (the server checks it too, and what the file is, from its bytes). */
export const PICTURE_PICKER_MAX_BYTES = 5 * 1024 * 1024;

/**
 * A picture chooser with a preview (the salam kaut QR form's look, for any picture): shows the
 * current picture until another is chosen; a file over 5 MB is refused here to spare the upload.
 */
export function PicturePicker({
  label,
  file,
  current,
  error,
  onChange,
}: {
  label: string;
  file: File | null;
  /** The picture saved now, if any. */
  current?: string | undefined;
  error?: string | null | undefined;
  onChange: (file: File | null, problem: string | null) => void;
}) {
  const t = useT();
  const inputId = useId();
  const [preview, setPreview] = useState<string | null>(null);
  const latest = useRef<string | null>(null);
  useEffect(
    () => () => {
      if (latest.current) URL.revokeObjectURL(latest.current);
    },
    [],
  );

  // The preview follows the last choice; a parent that clears the form remounts the picker.
  const onChoose = (event: ChangeEvent<HTMLInputElement>) => {
    const chosen = event.target.files?.[0] ?? null;
    if (latest.current) URL.revokeObjectURL(latest.current);
    const url = chosen ? URL.createObjectURL(chosen) : null;
    latest.current = url;
    setPreview(url);
    const tooLarge = chosen !== null && chosen.size > PICTURE_PICKER_MAX_BYTES;
    onChange(chosen, tooLarge ? t('picturePicker.tooLarge') : null);
  };
  const shown = (file ? preview : null) ?? current ?? null;

  return (
    <div>
      <label
        htmlFor={inputId}
        className={`flex cursor-pointer items-center gap-3 rounded-2xl border-2 border-dashed px-3 py-3 transition focus-within:ring-2 focus-within:ring-emerald-deep hover:border-emerald-deep/60 ${error ? 'border-red-300 bg-red-50/40' : 'border-emerald-deep/25 bg-emerald-deep/[0.03]'}`}
      >
        {shown ? (
          <img
            src={shown}
            alt=""
            className="h-16 w-16 shrink-0 rounded-xl border border-neutral-200 bg-white object-cover"
          />
        ) : (
          <span className="flex h-16 w-16 shrink-0 items-center justify-center rounded-xl bg-white">
            <ImageUp className="h-7 w-7 text-emerald-deep/70" aria-hidden="true" />
          </span>
        )}
        <span className="min-w-0">
          <span className="block font-semibold text-emerald-deep">
            {t(
              file
                ? 'picturePicker.change'
                : current
                  ? 'picturePicker.chooseNew'
                  : 'picturePicker.choose',
            )}
          </span>
          <span className={`block text-sm text-muted ${file ? 'break-all' : ''}`}>
            {file ? file.name : t('picturePicker.formats')}
          </span>
        </span>
        <input
          id={inputId}
          type="file"
          accept={ACCEPTED}
          aria-label={label}
          onChange={onChoose}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${inputId}-error` : undefined}
          className="sr-only"
        />
      </label>
      {error && (
        <p id={`${inputId}-error`} role="alert" className="mt-1 text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
