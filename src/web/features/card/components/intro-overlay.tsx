import { useEffect, useState } from 'react';
import { INTRO_FADE_MS, INTRO_SPINNER_MS } from '@shared/card/presentation';

type Stage = 'waiting' | 'ready' | 'closing';

/**
 * The intro overlay (cards with music): the heading line, the names and, after a 3 s
 * spinner, Buka. Buka asks for full screen, starts the music and fades the overlay out over 2 s;
 * then `onOpened` removes it and lets the hero play. Without JavaScript a <noscript> style in the
 * page hides it, so the card is still readable.
 */
export function IntroOverlay({
  heading,
  groom,
  bride,
  greeting,
  reducedMotion,
  onOpen,
  onOpened,
}: {
  heading: string;
  groom: string;
  bride: string;
  greeting: string | null;
  reducedMotion: boolean;
  onOpen: () => void;
  onOpened: () => void;
}) {
  const [stage, setStage] = useState<Stage>('waiting');

  useEffect(() => {
    const timer = window.setTimeout(() => setStage('ready'), INTRO_SPINNER_MS);
    return () => window.clearTimeout(timer);
  }, []);

  useEffect(() => {
    if (stage !== 'closing') return;
    const timer = window.setTimeout(onOpened, reducedMotion ? 0 : INTRO_FADE_MS);
    return () => window.clearTimeout(timer);
  }, [stage, reducedMotion, onOpened]);

  const open = () => {
    // Full screen is a nicety: browsers that refuse it (iPhone Safari) still open the card.
    document.documentElement.requestFullscreen?.().catch(() => undefined);
    onOpen();
    setStage('closing');
  };

  return (
    <div
      className="intro-overlay fixed inset-0 z-[70] grid place-items-center px-6 text-center"
      style={{
        backgroundColor: 'var(--card-page)',
        opacity: stage === 'closing' ? 0 : 1,
        transition: `opacity ${INTRO_FADE_MS}ms ease`,
      }}
      data-stage={stage}
    >
      <div className="flex flex-col items-center">
        {greeting && (
          <p className="mb-6 text-sm text-(--card-body)">
            {'Kepada: '}
            <span className="text-base text-(--card-ink)" data-greeting="">
              {greeting}
            </span>
          </p>
        )}
        <p className="text-xs tracking-[0.35em] text-(--card-ink) uppercase">{heading}</p>
        <p className="mt-4 text-5xl leading-tight text-(--card-ink) font-(family-name:--card-heading-font)">
          {groom}
          <span className="mx-3 text-[0.6em] text-(--card-highlight)">&amp;</span>
          {bride}
        </p>
        <div className="mt-10 grid h-14 place-items-center">
          {stage === 'waiting' ? (
            <span
              role="status"
              className="inline-block h-9 w-9 animate-spin rounded-full border-4 border-(--card-ink)/20 border-t-(--card-ink)"
            >
              <span className="sr-only">Sedang memuatkan…</span>
            </span>
          ) : (
            <button
              type="button"
              onClick={open}
              disabled={stage === 'closing'}
              className="min-h-12 rounded-full bg-(--card-ink) px-10 text-base font-medium tracking-wide text-(--card-page) shadow-lg transition-[filter] hover:brightness-110"
            >
              Buka
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
