import { useEffect, useState } from 'react';
import { INTRO_FADE_MS, INTRO_SPINNER_MS } from '@shared/card/presentation';
import { useCardWords } from '@web/i18n/card-words';
import { nameFitStyle } from '@web/themes/name-fit';

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
  const words = useCardWords();

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
      <div className="flex w-full min-w-0 flex-col items-center">
        {greeting && (
          <p className="mb-6 max-w-full text-sm text-(--card-body) [overflow-wrap:anywhere]">
            {`${words.line('card.greeting')}: `}
            <span className="text-base text-(--card-ink)" data-greeting="">
              {greeting}
            </span>
          </p>
        )}
        {/* The tracking follows each letter, the last one too: as much space before the first
            keeps the line in the middle. */}
        <p className="max-w-full ps-[0.35em] text-xs tracking-[0.35em] text-(--card-ink) uppercase [overflow-wrap:anywhere]">
          {heading}
        </p>
        {/* The names take the whole line and wrap between words and around the "&" (real spaces,
            not margins); a word too long for a narrow phone is drawn smaller, never cut. */}
        <p className="mt-4 w-full text-5xl leading-tight text-balance text-(--card-ink) [container-type:inline-size] font-(family-name:--card-heading-font)">
          <span className="block" style={nameFitStyle(groom, bride)}>
            {groom} <span className="text-[0.6em] text-(--card-highlight)">&amp;</span> {bride}
          </span>
        </p>
        <div className="mt-10 grid h-14 place-items-center">
          {stage === 'waiting' ? (
            <span
              role="status"
              className="inline-block h-9 w-9 animate-spin rounded-full border-4 border-(--card-ink)/20 border-t-(--card-ink)"
            >
              <span className="sr-only">{words.line('card.loading')}</span>
            </span>
          ) : (
            <button
              type="button"
              onClick={open}
              disabled={stage === 'closing'}
              className="min-h-12 rounded-full bg-(--card-ink) px-10 py-1 text-base font-medium tracking-wide text-(--card-page) shadow-lg transition-[filter] hover:brightness-110"
            >
              {words.say('card.intro.open')}
            </button>
          )}
        </div>
      </div>
    </div>
  );
}
