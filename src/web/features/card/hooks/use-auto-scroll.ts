import { useEffect } from 'react';
import { AUTO_SCROLL_PX_PER_FRAME } from '@shared/card/presentation';

const STOPPERS = ['wheel', 'touchstart', 'mousedown', 'keydown'] as const;

/**
 * Once `startAfterMs` has passed, the page moves down 1.5 px per
 * frame to the bottom; a wheel, touch or mouse press (or a key, for keyboard readers) stops it.
 */
export function useAutoScroll(enabled: boolean, startAfterMs: number) {
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    let position = 0;
    const stop = () => {
      window.clearTimeout(timer);
      window.cancelAnimationFrame(frame);
      for (const type of STOPPERS) window.removeEventListener(type, stop);
    };
    const step = () => {
      position += AUTO_SCROLL_PX_PER_FRAME;
      window.scrollTo(0, position);
      const bottom = document.documentElement.scrollHeight - window.innerHeight;
      if (position >= bottom) return stop();
      frame = window.requestAnimationFrame(step);
    };
    const timer = window.setTimeout(() => {
      position = window.scrollY;
      frame = window.requestAnimationFrame(step);
    }, startAfterMs);
    for (const type of STOPPERS) window.addEventListener(type, stop, { passive: true });
    return stop;
  }, [enabled, startAfterMs]);
}
