// The card's timings (scroll-driven presentation, hero, auto-scroll, intro overlay), in one
// place for the page and its tests.

/** Each letter of a name starts 0.2 s after the one before and takes 1.5 s to appear. */
export const LETTER_DELAY_S = 0.2;
export const LETTER_DURATION_S = 1.5;
/** Auto-scroll starts 1 s after the names have appeared, and moves 1.5 px per frame. */
export const AUTO_SCROLL_DELAY_S = 1;
export const AUTO_SCROLL_PX_PER_FRAME = 1.5;
/** The intro overlay shows a spinner for 3 s before Buka; after Buka it fades for 2 s. */
export const INTRO_SPINNER_MS = 3000;
export const INTRO_FADE_MS = 2000;
/** The wishes carousel moves on every 3 s. */
export const WISH_ROTATION_MS = 3000;
/** Panels are a bottom sheet up to 768 px wide, a centred dialog above. */
export const MOBILE_MAX_WIDTH_PX = 768;

/** The length of the longer name × 0.2 s, plus 1.5 s. Letters, not UTF-16 units. */
export function nameAnimationSeconds(groom: string, bride: string): number {
  const longer = Math.max([...groom].length, [...bride].length);
  return longer * LETTER_DELAY_S + LETTER_DURATION_S;
}

/** When auto-scroll starts, counted from the hero becoming active. */
export function autoScrollDelayMs(groom: string, bride: string): number {
  return Math.round((nameAnimationSeconds(groom, bride) + AUTO_SCROLL_DELAY_S) * 1000);
}

/** The hero fades out by 0.2 of scroll progress and is back by 0.7. */
export const HERO_FADE = { out: 0.2, back: 0.7 } as const;

export function heroOpacity(progress: number): number {
  const p = Math.min(1, Math.max(0, progress));
  if (p <= HERO_FADE.out) return 1 - p / HERO_FADE.out;
  if (p >= HERO_FADE.back) return 1;
  return (p - HERO_FADE.out) / (HERO_FADE.back - HERO_FADE.out);
}

/** How far down the page the reader is, 0 at the top and 1 at the bottom. */
export function scrollProgress(scrollTop: number, scrollHeight: number, viewport: number): number {
  const room = scrollHeight - viewport;
  if (room <= 0) return 0;
  return Math.min(1, Math.max(0, scrollTop / room));
}
