import { useEffect, useRef, useState } from 'react';
import { SheetDialog } from '@web/components/ui/sheet-dialog';
import type { SiteMessageId } from '@shared/i18n/site-messages';
import { Spinner } from '@web/components/ui/spinner';
import { useT } from '@web/i18n/use-t';
import { createQrDetector } from '../utils/qr-detector';

/** How often a video frame is read: quick enough to feel instant, light on an old phone. */
const SCAN_EVERY_MS = 200;

function cameraMessage(error: unknown): SiteMessageId {
  const name = error instanceof DOMException ? error.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'door.scanner.denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError') return 'door.scanner.noCamera';
  if (name === 'NotReadableError') return 'door.scanner.busy';
  return 'door.scanner.failed';
}

/**
 * Imbas Pas: the phone's rear camera, read a few times a second until a QR code is
 * seen; its text goes to `onDecoded` and the camera stops. Loaded only when first opened.
 */
export function PassScanner({
  onDecoded,
  onClose,
}: {
  onDecoded: (text: string) => void;
  onClose: () => void;
}) {
  const t = useT();
  const video = useRef<HTMLVideoElement>(null);
  const [error, setError] = useState<SiteMessageId | null>(null);
  const [ready, setReady] = useState(false);
  const decoded = useRef(onDecoded);
  useEffect(() => {
    decoded.current = onDecoded;
  });

  useEffect(() => {
    let stream: MediaStream | null = null;
    let timer: number | undefined;
    let stopped = false;
    const stop = () => {
      stopped = true;
      window.clearTimeout(timer);
      stream?.getTracks().forEach((track) => track.stop());
    };

    const start = async () => {
      try {
        if (!navigator.mediaDevices?.getUserMedia) throw new DOMException('', 'NotFoundError');
        const [media, detector] = await Promise.all([
          navigator.mediaDevices.getUserMedia({
            video: { facingMode: { ideal: 'environment' } },
            audio: false,
          }),
          createQrDetector(),
        ]);
        stream = media;
        if (stopped || !video.current) return stop();
        video.current.srcObject = media;
        await video.current.play();
        setReady(true);
        const scan = async () => {
          if (stopped || !video.current) return;
          if (video.current.readyState >= HTMLMediaElement.HAVE_CURRENT_DATA) {
            const found = (await detector.detect(video.current).catch(() => []))[0];
            if (found?.rawValue && !stopped) {
              stop();
              decoded.current(found.rawValue);
              return;
            }
          }
          timer = window.setTimeout(() => void scan(), SCAN_EVERY_MS);
        };
        void scan();
      } catch (failure) {
        stop();
        setError(cameraMessage(failure));
      }
    };
    void start();
    return stop;
  }, []);

  return (
    <SheetDialog title={t('door.scan')} onClose={onClose}>
      {error ? (
        <p role="alert" className="rounded-xl bg-red-50 px-3 py-2 text-sm text-red-800">
          {t(error)}
        </p>
      ) : (
        <>
          <div className="relative mx-auto aspect-square w-full max-w-sm overflow-hidden rounded-2xl bg-neutral-900">
            <video
              ref={video}
              muted
              playsInline
              aria-label={t('door.scanner.camera')}
              className="h-full w-full object-cover"
            />
            {/* The frame to aim the pass's code into. */}
            <div
              aria-hidden="true"
              className="pointer-events-none absolute inset-[12%] rounded-2xl border-4 border-white/80 shadow-[0_0_0_999px_rgba(0,0,0,0.35)]"
            />
            {!ready && (
              <div className="absolute inset-0 grid place-items-center">
                <Spinner />
              </div>
            )}
          </div>
          <p className="mt-3 text-center text-sm text-neutral-600" role="status">
            {t(ready ? 'door.scanner.aim' : 'door.scanner.starting')}
          </p>
        </>
      )}
    </SheetDialog>
  );
}
