import { useEffect, useId, useRef, useState } from 'react';
import { PassQr } from '@web/components/pass/pass-qr';
import type { SavedPass } from '../../utils/saved-pass';

type Copied = 'idle' | 'done' | 'failed';

/**
 * The pass an attending guest gets in the RSVP panel, its QR code
 * (which opens the pass page), what to do with it at the door, and how to keep it. `fresh`: it
 * was given just now, so it takes the focus (and the screen) from the form below it.
 */
export function GuestPass({ pass, fresh }: { pass: SavedPass; fresh: boolean }) {
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  const [copied, setCopied] = useState<Copied>('idle');

  useEffect(() => {
    if (fresh) heading.current?.focus();
  }, [fresh, pass.token]);

  const copy = () => {
    navigator.clipboard.writeText(pass.url).then(
      () => setCopied('done'),
      () => setCopied('failed'),
    );
  };

  return (
    <section
      aria-labelledby={headingId}
      className="mb-6 rounded-3xl border border-neutral-200 bg-neutral-50 p-4 text-center"
    >
      <h3
        id={headingId}
        ref={heading}
        tabIndex={-1}
        className="text-lg font-semibold text-neutral-900 outline-none"
      >
        Pas Tetamu Anda
      </h3>
      <PassQr
        url={pass.url}
        label="Kod QR pas tetamu"
        className="mx-auto mt-3 block h-56 w-56 rounded-2xl border border-neutral-200 bg-white p-2"
      />
      <p className="mt-3 text-sm font-medium text-neutral-800">
        Tunjukkan pas ini kepada penyambut tetamu di pintu masuk.
      </p>
      <div className="mt-4 flex flex-wrap justify-center gap-2">
        <a
          href={pass.url}
          className="inline-flex min-h-11 items-center justify-center rounded-full bg-neutral-900 px-5 text-sm font-semibold text-white hover:bg-black"
        >
          Buka pas
        </a>
        {typeof navigator !== 'undefined' && navigator.clipboard && (
          <button
            type="button"
            onClick={copy}
            className="inline-flex min-h-11 items-center justify-center rounded-full border border-neutral-300 bg-white px-5 text-sm font-semibold text-neutral-900 hover:border-neutral-900"
          >
            Salin pautan
          </button>
        )}
      </div>
      <p role="status" aria-live="polite" className="mt-2 min-h-5 text-xs text-neutral-600">
        {copied === 'done' && 'Pautan pas telah disalin.'}
        {copied === 'failed' &&
          'Pautan tidak dapat disalin. Tekan lama pada Buka pas untuk menyalinnya.'}
      </p>
      <p className="mt-1 text-xs leading-relaxed text-neutral-600">
        <strong className="font-semibold text-neutral-800">Simpan pas ini:</strong> ambil tangkapan
        skrin, atau simpan pautan Buka pas (contohnya hantar kepada diri sendiri di WhatsApp). Pas
        ini juga ada pada kad ini, di butang Pas saya.
      </p>
    </section>
  );
}
