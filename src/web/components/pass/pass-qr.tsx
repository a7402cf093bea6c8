import { useEffect, useState } from 'react';
import type { ReactNode } from 'react';

/**
 * How a pass's QR code is drawn, on the card and on the pass page alike: black on white (what
 * every scanner reads best), a 2-module margin inside the white box around it, level M (the
 * pass's address is short, so the code stays coarse and quick to scan from a bright screen).
 */
export const PASS_QR_OPTIONS = {
  errorCorrectionLevel: 'M',
  margin: 2,
  width: 600,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

/** A pass's QR code as a PNG `data:` address; the `qrcode` library loads on first use only. */
export async function passQrDataUrl(url: string): Promise<string> {
  const { toDataURL } = await import('qrcode');
  return toDataURL(url, PASS_QR_OPTIONS);
}

/**
 * The QR code of a pass's address, drawn in the browser (nothing
 * about the guest but the address, whose token sits in the fragment). A PNG, so a long press
 * saves it to the phone's pictures. While the library loads, an empty square holds its place.
 */
export function PassQr({
  url,
  label,
  className,
  failed,
}: {
  url: string;
  label: string;
  className: string;
  /** What shows when the code cannot be drawn, in the words of the page that shows the pass. */
  failed: ReactNode;
}) {
  const [drawn, setDrawn] = useState<{ url: string; src: string } | null>(null);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    passQrDataUrl(url)
      .then((src) => live && setDrawn({ url, src }))
      .catch(() => live && setFailedUrl(url));
    return () => {
      live = false;
    };
  }, [url]);

  if (drawn?.url === url) {
    return (
      <img
        src={drawn.src}
        alt={label}
        width={PASS_QR_OPTIONS.width}
        height={PASS_QR_OPTIONS.width}
        className={`[image-rendering:pixelated] ${className}`}
        data-pass-qr=""
      />
    );
  }
  return (
    <div role="img" aria-label={label} aria-busy={failedUrl !== url} className={className}>
      {failedUrl === url && (
        <p className="grid h-full place-items-center p-4 text-center text-sm text-neutral-600">
          {failed}
        </p>
      )}
    </div>
  );
}
