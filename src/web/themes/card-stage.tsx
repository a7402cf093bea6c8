import { createContext } from 'react';
import type { CSSProperties, ReactNode } from 'react';
import type { ThemeDetail } from '@shared/schemas/theme';
import { COMPOSITIONS } from '@shared/themes/compositions';

/**
 * True inside a CardStage: the card's frame (card-frame.tsx) then leaves the wide screen's
 * backdrop to the stage and draws the card as a rounded, phone-sized card on it.
 */
export const CardStageContext = createContext(false);

/**
 * A picture as a CSS background, not an <img>: the card's own pictures stay the page's only ones
 * (for assistive technology, and for tests that count them), and below `lg`, where the backdrop
 * is not drawn, it is not even fetched.
 */
const picture = (url: string, position: string): CSSProperties => ({
  backgroundImage: `url("${url}")`,
  backgroundPosition: position,
  backgroundRepeat: 'no-repeat',
  backgroundSize: position === 'center' ? 'cover' : '100% auto',
});

/**
 * Behind the card on a wide screen: the theme's own page colour with its decorations spread
 * large and faint across the screen, so the preview reads as this theme's card laid on its own
 * paper rather than a phone column on grey. The pictures are the hero's (the same
 * files, already loaded); below the `lg` width the backdrop is not drawn at all (`max-lg:`, not
 * `hidden lg:block`, so that `print:hidden` also wins when a wide window prints).
 */
function StageBackdrop({ theme }: { theme: ThemeDetail }) {
  const { art } = theme;
  // Only the pictures the hero itself shows (its composition's), so nothing more is fetched.
  const composition = COMPOSITIONS[theme.composition];
  return (
    <div
      aria-hidden="true"
      className="pointer-events-none fixed inset-0 -z-10 overflow-hidden max-lg:hidden print:hidden"
      style={{ backgroundColor: theme.pageColour }}
    >
      {art.background && (
        <div
          className="absolute inset-0 scale-110 opacity-60 blur-[6px]"
          style={picture(art.background, 'center')}
        />
      )}
      {composition.showTop && (
        <div className="absolute inset-0 opacity-30 blur-[3px]" style={picture(art.top, 'top')} />
      )}
      {composition.showBottom && (
        <div
          className="absolute inset-0 opacity-30 blur-[3px]"
          style={picture(art.bottom, 'bottom')}
        />
      )}
      {/* The edges fall into shade, so the eye goes to the card and its details in the middle:
          a light theme's in a tint of its own ink (black would make it the flat grey this
          replaces), a dark theme's in black. */}
      <div
        className="absolute inset-0"
        style={{
          backgroundImage: `radial-gradient(ellipse at center, transparent 35%, ${theme.dark ? 'rgb(0 0 0 / 0.4)' : `color-mix(in srgb, ${theme.inkColour} 22%, transparent)`})`,
        }}
      />
    </div>
  );
}

/**
 * The column's panel: Jemput's own paper, whatever the theme's colours, so its text reads the same
 * beside a dark card and a light one. Only on a wide screen, and never on paper: print draws the
 * card alone (`max-lg:hidden` for the reason above).
 */
export function StagePanel({ label, children }: { label: string; children: ReactNode }) {
  return (
    <aside
      aria-label={label}
      className="rounded-[1.75rem] bg-paper p-7 font-sans text-ink shadow-[0_24px_60px_-24px_rgba(0,0,0,0.5)] ring-1 ring-black/5 max-lg:hidden print:hidden"
    >
      {children}
    </aside>
  );
}

/**
 * The card on a wide screen (the theme preview and the create screen): the card at a
 * phone's width beside a column that says what it is and holds the page's actions, on a
 * backdrop made of the theme. Below `lg` nothing changes: the card is the screen, as on a phone,
 * and `aside` is whatever the phone layout needs of it (a fixed bar, or nothing). Only CSS
 * breakpoints decide, so the server's HTML and the hydrated page are the same.
 */
export function CardStage({
  theme,
  aside,
  children,
}: {
  theme: ThemeDetail;
  /** The column beside the card on a wide screen. */
  aside: ReactNode;
  /** The card (and, on a phone, what sticks to it). */
  children: ReactNode;
}) {
  return (
    <CardStageContext value={true}>
      <div className="lg:flex lg:min-h-dvh lg:items-start lg:justify-center lg:gap-12 lg:px-8 lg:py-12 xl:gap-16">
        <StageBackdrop theme={theme} />
        <div className="lg:w-[440px] lg:shrink-0">{children}</div>
        <div className="lg:sticky lg:top-12 lg:w-[400px] lg:shrink">{aside}</div>
      </div>
    </CardStageContext>
  );
}
